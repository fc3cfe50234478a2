import type * as endpoints from "../../responsible-play";
import { route } from "../route";

export const realityCheckStatusRoute = /* @__PURE__ */ route<typeof endpoints.realityCheckStatusEndpoint>(
  "realityCheckStatus",
  "GET",
  "/rest/responsible-play/reality-check/",
);
export const responsiblePlaySettingsRoute = /* @__PURE__ */ route<
  typeof endpoints.responsiblePlaySettingsEndpoint
>("responsiblePlaySettings", "GET", "/rest/responsible-play/");
export const setRealityCheckRoute = /* @__PURE__ */ route<typeof endpoints.setRealityCheckEndpoint>(
  "setRealityCheck",
  "POST",
  "/rest/responsible-play/reality-check/",
);
export const setPurchaseLimitRoute = /* @__PURE__ */ route<typeof endpoints.setPurchaseLimitEndpoint>(
  "setPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/",
);
export const confirmPurchaseLimitRoute = /* @__PURE__ */ route<typeof endpoints.confirmPurchaseLimitEndpoint>(
  "confirmPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/{period}/confirm/",
);
export const cancelPurchaseLimitRoute = /* @__PURE__ */ route<typeof endpoints.cancelPurchaseLimitEndpoint>(
  "cancelPurchaseLimit",
  "POST",
  "/rest/responsible-play/limits/{period}/cancel/",
);
export const startCoolOffRoute = /* @__PURE__ */ route<typeof endpoints.startCoolOffEndpoint>(
  "startCoolOff",
  "POST",
  "/rest/responsible-play/cool-off/",
);
export const startSelfExclusionRoute = /* @__PURE__ */ route<typeof endpoints.startSelfExclusionEndpoint>(
  "startSelfExclusion",
  "POST",
  "/rest/responsible-play/self-exclusion/",
);
