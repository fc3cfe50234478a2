// The notifications module's public face: the form the app puts on the player page.
export { SendNotificationForm } from "./send-notification-form";
