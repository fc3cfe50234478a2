// Purchases in the web app (issue #14): the checkout of a package with the provider's hosted form, the
// success and failed pages the cash box composition shows (compositions/cash-box), the `/cashIframe` page
// the provider returns to inside the checkout's frame, and the orders' live follower (root/live-followers.ts).
export { CashIframeStatus } from "./components/cash-iframe-status";
export { Checkout } from "./components/checkout";
export { PurchaseFailed } from "./components/purchase-failed";
export { PurchaseSuccess } from "./components/purchase-success";
export { followOrders } from "./live/follow-orders";
export type { CheckoutOutcome, OfferType, PurchaseSelection } from "./model/checkout-types";
export { ORDER_STATUS_MESSAGE, type OrderStatusMessage } from "./model/order-message";
