import type { Feature } from "../../platform/feature";
import { installLiveRedemptions } from "./redemptions.live";
import { sandboxPayout } from "./redemptions.payout";
import { registerRedemptionsRoutes } from "./redemptions.routes";

/** For payments: the multiplier a purchase's entries are played through with (pass it to the ledger). */
export { purchasePlaythroughMultiplier } from "./redemptions.settings.service";
/** For the back-office dashboard: redemptions requested and paid per UTC day and brand. */
export { redemptionsByDay } from "./redemptions.stats.service";

/**
 * Redeeming winnings (issue #14 item 6, decision 047): the player's requests, checked at the moment they
 * are made and held from their winnings at once; the operators' queue (hold, approve, pay through the
 * sandbox payout, reject); the brands' redeem rules.
 */
export const redemptionsFeature: Feature = {
  name: "redemptions",
  register(app, context) {
    installLiveRedemptions(app, context);
    registerRedemptionsRoutes(app, context, sandboxPayout);
  },
};
