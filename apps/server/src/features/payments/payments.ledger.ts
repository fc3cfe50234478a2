import type { Executor } from "@casino/db";
import { type LedgerLeg, move, reverseLedgerTransaction } from "../ledger";
import type { OrderEventRow, OrderRow } from "./payments.repo";

// The ledger keys of an order (ARCHITECTURE D5: each names one business event, so a replay moves nothing).

/** The credit of a completed order's coins and entries. */
export const purchaseKey = (orderId: string) => `purchase:${orderId}`;
/** An operator's refund, attempt `n`: the credit taken back before the provider is asked to refund. */
export const refundHoldKey = (orderId: string, attempt: number) => `purchase-refund:${orderId}:${attempt}`;
/** The hold of attempt `n` given back, when the provider did not refund. */
export const refundReleaseKey = (orderId: string, attempt: number) =>
  `purchase-refund-release:${orderId}:${attempt}`;
/** A refund the provider made without us asking (its own dashboard): the credit taken back then. */
export const providerRefundKey = (orderId: string) => `purchase-refund:${orderId}:provider`;

/** The legs of a purchase: coins and entries from the `purchases` house account; a zero amount moves nothing. */
export function purchaseLegs(order: Pick<OrderRow, "playerId" | "coins" | "entries">): LedgerLeg[] {
  const player = { playerId: order.playerId };
  return [
    ...(order.coins > 0n ? move({ house: "purchases" }, player, "coins", order.coins) : []),
    ...(order.entries > 0n ? move({ house: "purchases" }, player, "entries", order.entries) : []),
  ];
}

/** Takes back exactly what the order's credit posted (a reversing transaction under `key`). */
export function reversePurchase(tx: Executor, order: OrderRow, key: string, kind: string) {
  return reverseLedgerTransaction(tx, {
    originalKey: purchaseKey(order.id),
    idempotencyKey: key,
    kind,
    playerId: order.playerId,
  });
}

/** Gives back the hold of refund attempt `attempt` (the provider did not refund). */
export function releaseRefundHold(tx: Executor, order: Pick<OrderRow, "id" | "playerId">, attempt: number) {
  return reverseLedgerTransaction(tx, {
    originalKey: refundHoldKey(order.id, attempt),
    idempotencyKey: refundReleaseKey(order.id, attempt),
    kind: "purchase_refund_release",
    playerId: order.playerId,
  });
}

/**
 * The operator refunds of an order so far, read from its history: how many holds were taken, and the
 * attempt whose hold is still out (taken, neither released nor ended by the refund); null when none is.
 */
export function refundHoldsOf(events: readonly OrderEventRow[]): {
  attempts: number;
  outstanding: number | null;
} {
  const held = new Set<number>();
  let attempts = 0;
  for (const event of events) {
    const { step, attempt } = event.payload as { step?: unknown; attempt?: unknown };
    if (typeof attempt !== "number") continue;
    if (step === "refund_hold") {
      attempts = Math.max(attempts, attempt);
      held.add(attempt);
    } else if (step === "refund_release") held.delete(attempt);
  }
  const [outstanding] = [...held];
  return { attempts, outstanding: outstanding ?? null };
}
