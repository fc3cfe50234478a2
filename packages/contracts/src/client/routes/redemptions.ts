import type * as endpoints from "../../redemptions";
import { route } from "../route";

export const redeemRoute = /* @__PURE__ */ route<typeof endpoints.redeemEndpoint>(
  "redeem",
  "GET",
  "/rest/cash/redeem/",
);
export const requestRedemptionRoute = /* @__PURE__ */ route<typeof endpoints.requestRedemptionEndpoint>(
  "requestRedemption",
  "POST",
  "/rest/cash/redeem/",
);
export const cancelRedemptionRoute = /* @__PURE__ */ route<typeof endpoints.cancelRedemptionEndpoint>(
  "cancelRedemption",
  "POST",
  "/rest/cash/redeem/{id}/cancel/",
);
