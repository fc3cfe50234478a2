// Web push's public face: the root mounts `WebPush` (its code loads after the page is idle); any code may
// listen to `webPushEvents` (`updateToken` when the subscription was sent, `message` when a push arrived).
export { WebPush } from "./web-push";
export { type WebPushEventMap, webPushEvents } from "./web-push-events";
