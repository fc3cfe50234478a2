import type { SsrContext } from "@casino/contracts";

declare module "react-router" {
  interface AppLoadContext extends SsrContext {}
}
