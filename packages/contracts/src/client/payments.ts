// Purchases' constants for the pages, without zod (decision 022); the schemas are in `../payments.ts`.

/** How a player pays: a card on the provider's hosted form, or an instant bank transfer approved at the bank. */
export const PAYMENT_METHOD_IDS = ["card", "bank"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/**
 * An order's life (decision 045): `created` when the player picks a package, `pending` while the provider
 * has the payment, then `completed` (coins and entries credited), `failed` (the payment could not be
 * processed), `declined` (the card or bank said no) — and `refunded` after completion.
 */
export const PURCHASE_ORDER_STATUSES = [
  "created",
  "pending",
  "completed",
  "failed",
  "declined",
  "refunded",
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Statuses an order never leaves on its own: the client stops polling once it sees one. */
export const SETTLED_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  "completed",
  "failed",
  "declined",
  "refunded",
];

/** Spec §4 and §8, verbatim: what a failed payment tells the player when the provider gave no reason. */
export const PAYMENT_FAILED_MESSAGE = "We are failed to process your transaction. Please try again.";

/**
 * Where the provider sends the browser back after its hosted form (spec §2 `/cashIframe`): the page shows
 * the order's status and tells the cash box in the parent window.
 */
export const CASH_IFRAME_PATH = "/cashIframe";
export const cashIframeUrl = (orderId: string) =>
  `${CASH_IFRAME_PATH}?orderId=${encodeURIComponent(orderId)}`;

/** While the hosted form is open the client polls the order this often (the push event usually comes first). */
export const ORDER_POLL_INTERVAL_MS = 2000;

/** The sandbox provider's test cards (decision 045): any future expiry, any 3-digit CVC, any name. */
export const SANDBOX_TEST_CARDS = [
  { number: "4242424242424242", outcome: "Succeeds" },
  { number: "4000000000000002", outcome: "Declined (card_declined); the bank transfer is offered next" },
  { number: "4000000000009995", outcome: "Declined (insufficient_funds)" },
  { number: "4000000000003220", outcome: "Asks for 3-D Secure: approve to succeed, fail to fail" },
  { number: "4000000000000119", outcome: "Fails (processing_error)" },
] as const;
