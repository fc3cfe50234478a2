import type { Feature } from "../../platform/feature";
import { installWebPushDelivery } from "./web-push.delivery";
import { registerWebPushRoutes } from "./web-push.routes";
import { loadVapidKeys } from "./web-push.service";

/**
 * Web push notifications (issue #12, item 5; docs/decisions/039-web-push.md): players' browsers subscribe
 * with the Web Push standard, and every notification of the notification centre is pushed to them, so a
 * service worker shows it while the site is closed.
 */
export const webPushFeature: Feature = {
  name: "web-push",
  async register(app, context) {
    const vapid = await loadVapidKeys(context.db);
    installWebPushDelivery(app, context, vapid);
    registerWebPushRoutes(app, {
      db: context.db,
      clock: context.clock,
      publicKey: vapid.publicKey,
      hosts: context.env.WEB_PUSH_HOSTS,
    });
  },
};
