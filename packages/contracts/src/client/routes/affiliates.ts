import type * as endpoints from "../../affiliates";
import { route } from "../route";

export const checkRewardsRoute = /* @__PURE__ */ route<typeof endpoints.checkRewardsEndpoint>(
  "checkRewards",
  "GET",
  "/rest/rewards/check-rewards/",
);
export const partnersAccountRoute = /* @__PURE__ */ route<typeof endpoints.partnersAccountEndpoint>(
  "partnersAccount",
  "GET",
  "/rest/affiliates/partners-account/",
);
