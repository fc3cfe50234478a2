import type { Feature } from "../../platform/feature";
import { registerBalanceAdjustmentRoutes } from "./balance-adjustments.routes";

/**
 * Manual balance adjustments (issue #11): posted from the adjustments house account, with a second
 * operator's approval above the brand's threshold (four eyes).
 */
export const balanceAdjustmentsFeature: Feature = {
  name: "balance-adjustments",
  register: registerBalanceAdjustmentRoutes,
};
