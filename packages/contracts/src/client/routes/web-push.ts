import type * as endpoints from "../../web-push";
import { route } from "../route";

export const webPushConfigRoute = /* @__PURE__ */ route<typeof endpoints.webPushConfigEndpoint>(
  "webPushConfig",
  "GET",
  "/rest/web-push/config/",
);
export const webPushSubscribeRoute = /* @__PURE__ */ route<typeof endpoints.webPushSubscribeEndpoint>(
  "webPushSubscribe",
  "POST",
  "/rest/web-push/subscriptions/",
);
export const webPushUnsubscribeRoute = /* @__PURE__ */ route<typeof endpoints.webPushUnsubscribeEndpoint>(
  "webPushUnsubscribe",
  "POST",
  "/rest/web-push/subscriptions/remove/",
);
