export type {
  Subscription,
  SubscriptionHandlers,
  SubscriptionOptions,
  SubscriptionState,
} from "./channel-subscription";
export { PushCallError, type PushTimers } from "./push-calls";
export {
  createPushClient,
  type PushClient,
  type PushClientOptions,
  type PushClientState,
} from "./push-client";
export { startPushClient } from "./start-push-client";
