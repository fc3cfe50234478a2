import type * as endpoints from "../../rewards";
import { route } from "../route";

export const rewardClaimRoute = /* @__PURE__ */ route<typeof endpoints.rewardClaimEndpoint>(
  "playerRewardClaim",
  "POST",
  "/rest/player/rewards/{kind}/claim/",
);
export const rewardsRoute = /* @__PURE__ */ route<typeof endpoints.rewardsEndpoint>(
  "playerRewards",
  "GET",
  "/rest/player/rewards/",
);
export const welcomeCreditsRoute = /* @__PURE__ */ route<typeof endpoints.welcomeCreditsEndpoint>(
  "playerWelcomeCredits",
  "GET",
  "/rest/player/rewards/welcome/",
);
