// The notification centre's public face: the header's bell (the layout puts it in the shell) and its live
// follower (root/live-followers.ts, loaded after hydration).
export { NotificationBell } from "./components/notification-bell";
export { followNotifications } from "./live/follow-notifications";
