import type * as endpoints from "../../geo-restriction";
import { route } from "../route";

export const restrictionInfoRoute = /* @__PURE__ */ route<typeof endpoints.restrictionInfoEndpoint>(
  "restrictionInfo",
  "GET",
  "/rest/restriction/info/",
);
export const restrictionIpCheckRoute = /* @__PURE__ */ route<typeof endpoints.restrictionIpCheckEndpoint>(
  "restrictionIpCheck",
  "GET",
  "/rest/restriction/player/ip/check/",
);
export const restrictionGeoCheckRoute = /* @__PURE__ */ route<typeof endpoints.restrictionGeoCheckEndpoint>(
  "restrictionGeoCheck",
  "POST",
  "/rest/restriction/player/geo/check/",
);
export const restrictionBlockRoute = /* @__PURE__ */ route<typeof endpoints.restrictionBlockEndpoint>(
  "restrictionBlock",
  "POST",
  "/rest/restriction/player/block/",
);
