import type { BackofficeScreen } from "../../lib/screens";
import { RedemptionPage } from "./redemption-page";
import { RedemptionSettingsPage } from "./redemption-settings-page";
import { RedemptionsPage } from "./redemptions-page";

/** The redemption screens (module cash), which the app adds to its navigation and router. */
export const redemptionsScreens: readonly BackofficeScreen[] = [
  { path: "cash/redemptions", label: "Redemptions", module: "cash", Component: RedemptionsPage },
  {
    path: "cash/redemptions/:id",
    label: "Redemption",
    module: "cash",
    Component: RedemptionPage,
    isDetail: true,
  },
  { path: "cash/redeem-rules", label: "Redeem rules", module: "cash", Component: RedemptionSettingsPage },
];
