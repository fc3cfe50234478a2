import type { Feature } from "../../platform/feature";
import { registerBonusOffersRoutes } from "./bonus-offers.routes";

/**
 * Bonus offers (issue #14, decision 048): bonuses granted to a player and sent in a message whose link
 * (`?freeEntriesBonus=<message id>`) claims them, credited once from the `promotions` house account.
 */
export const bonusOffersFeature: Feature = {
  name: "bonus-offers",
  register: registerBonusOffersRoutes,
};
