import type { PurchaseOrder } from "@casino/contracts";
import { toMinorUnits } from "@casino/contracts/client";
import { analytics } from "../../../lib/analytics";

/**
 * The order's facts every purchase event carries (spec §3 analytics, issue #14 item 8): its id, what it
 * is for, and its amounts as exact minor units in strings (cents, whole coins, entries in hundredths), so
 * no sink ever sums floats.
 */
function orderFacts(order: PurchaseOrder) {
  return {
    orderId: order.id,
    presetId: order.presetId,
    offerType: order.offerType,
    methodId: order.methodId,
    amountCents: String(order.amountCents),
    currency: order.currency,
  };
}

/** `deposit`: the order is open with the provider. */
export function trackDeposit(order: PurchaseOrder): void {
  analytics.emit("deposit", orderFacts(order));
}

/** `payment_complete` and the e-commerce `purchase`: what the player paid and got. */
export function trackCompleted(order: PurchaseOrder): void {
  const facts = {
    ...orderFacts(order),
    coins: String(toMinorUnits(order.coins, "coins")),
    entries: String(toMinorUnits(order.entries, "entries")),
  };
  analytics.emit("payment_complete", facts);
  analytics.emit("purchase", { ...facts, title: order.title });
}

/** `error`: a payment that failed or was declined, or an order the server refused to open. */
export function trackPaymentError(facts: {
  code: string;
  orderId?: string | null;
  presetId: number;
  amountCents?: number | null;
}): void {
  analytics.emit("error", {
    context: "checkout",
    code: facts.code,
    orderId: facts.orderId ?? null,
    presetId: facts.presetId,
    amountCents:
      facts.amountCents === undefined || facts.amountCents === null ? null : String(facts.amountCents),
  });
}

/** `send_form`: the player sent the checkout (Pay) with a method. */
export function trackCheckoutSent(facts: { presetId: number; methodId: string; priceCents: string }): void {
  analytics.emit("send_form", { form: "checkout", ...facts });
}
