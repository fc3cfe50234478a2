import type { BackofficeScreen } from "../../lib/screens";
import { SelfExclusionsPage } from "./self-exclusions-page";

/** The compliance module's exclusion list, which the app adds to its navigation and router. */
export const responsiblePlayScreens: readonly BackofficeScreen[] = [
  { path: "self-exclusions", label: "Self-exclusions", module: "compliance", Component: SelfExclusionsPage },
];
