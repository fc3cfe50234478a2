import type { Feature } from "../../platform/feature";
import { installLiveNotifications } from "./notifications.live";
import { registerNotificationsRoutes } from "./notifications.routes";

/**
 * For other features: tell a player something, inside the transaction of the change it is about; and (for
 * web push) read a committed notification as `notification.created` presents it.
 */
export { createdEventOf, type NotificationInput, notifyPlayer } from "./notifications.service";

/**
 * The notification centre (issue #12): notifications kept per player, read in the header's panel, sent by
 * other features and by operators, and pushed live on the player's channel.
 */
export const notificationsFeature: Feature = {
  name: "notifications",
  register(app, context) {
    installLiveNotifications(app, context);
    registerNotificationsRoutes(app, context);
  },
};
