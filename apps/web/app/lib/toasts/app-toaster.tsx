import { Toaster } from "sonner";

/** The toast region: top-right (spec §9), announced politely to screen readers by the library. */
export function AppToaster() {
  return <Toaster position="top-right" richColors closeButton theme="system" />;
}
