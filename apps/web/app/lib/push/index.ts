export {
  PushClient,
  type PushClientOptions,
  type SubscriptionHandlers,
  startPushClient,
} from "./push-client";
