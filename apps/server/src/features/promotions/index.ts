import type { Feature } from "../../platform/feature";
import { registerPromotionsRoutes } from "./promotions.routes";

/**
 * Promotions (issue #14, decision 048): the promotion cards of each brand and locale, shown on the
 * promotions page and the home page, offer promotions judged by the store for the player asking.
 */
export const promotionsFeature: Feature = {
  name: "promotions",
  register: registerPromotionsRoutes,
};

/** For the home page: the promotions flagged to show there. */
export { homePromotionsOf } from "./promotions.service";
