import type * as endpoints from "../../notifications";
import { route } from "../route";

export const listNotificationsRoute = /* @__PURE__ */ route<typeof endpoints.listNotificationsEndpoint>(
  "listNotifications",
  "GET",
  "/rest/notifications/",
);
export const readAllNotificationsRoute = /* @__PURE__ */ route<typeof endpoints.readAllNotificationsEndpoint>(
  "readAllNotifications",
  "POST",
  "/rest/notifications/read-all/",
);
export const readNotificationRoute = /* @__PURE__ */ route<typeof endpoints.readNotificationEndpoint>(
  "readNotification",
  "POST",
  "/rest/notifications/{id}/read/",
);
export const unreadNotificationsRoute = /* @__PURE__ */ route<typeof endpoints.unreadNotificationsEndpoint>(
  "unreadNotifications",
  "GET",
  "/rest/notifications/unread-count/",
);
