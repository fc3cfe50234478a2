import type { BackofficeScreen } from "../../lib/screens";
import { ApprovalsPage } from "./approvals-page";

/** The adjustments module's screens, which the app adds to its navigation and router. */
export const balanceAdjustmentsScreens: readonly BackofficeScreen[] = [
  { path: "adjustments", label: "Adjustments", module: "adjustments", Component: ApprovalsPage },
];
