import type { Feature } from "../../platform/feature";
import { installLiveResponsiblePlay } from "./responsible-play.live";
import { registerResponsiblePlayRoutes } from "./responsible-play.routes";

/**
 * For other features: whether a player may play, buy, claim prizes or be sent marketing (each refusal is
 * PLAY_BLOCKED or PURCHASE_LIMIT_EXCEEDED), the status app init shows, and the one way to set the
 * reality-check interval (the profile update uses it too).
 */
export {
  assertMayBuy,
  assertMayClaimPrizes,
  assertMayPlay,
  isMarketingAllowed,
  mayClaimPrizes,
  responsiblePlayStatusOf,
} from "./responsible-play.enforcement.service";
export { recordRealityCheck } from "./responsible-play.service";

/**
 * Responsible play (issue #13): reality check, purchase limits, cool-off and self-exclusion chosen by the
 * player, restrictions imposed by compliance, an append-only history, and live status on the player's channel.
 */
export const responsiblePlayFeature: Feature = {
  name: "responsible-play",
  register(app, context) {
    installLiveResponsiblePlay(app, context);
    registerResponsiblePlayRoutes(app, context);
  },
};
