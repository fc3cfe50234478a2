export { isOrderSettled, isOrderTransitionAllowed, type OrderChange, orderChange } from "./order-status";
export {
  type CardCheck,
  type CardField,
  type CardInput,
  type CardOutcome,
  checkSandboxCard,
  isExpiryInFuture,
  isLuhnValid,
  SANDBOX_CARD_OUTCOMES,
} from "./test-cards";
export {
  isSameMac,
  signPaymentWebhook,
  verifyPaymentWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookVerdict,
} from "./webhook-signature";
