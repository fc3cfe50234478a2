import type { PurchaseOrderStatus } from "@casino/contracts";

/**
 * The purchase order's state machine (decision 045): created → pending → completed | failed | declined,
 * completed → refunded. An order whose payment could not even be opened goes created → failed. Nothing
 * else moves: a settled order never comes back.
 */
const NEXT: Readonly<Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>> = {
  created: ["pending", "failed"],
  pending: ["completed", "failed", "declined"],
  completed: ["refunded"],
  failed: [],
  declined: [],
  refunded: [],
};

/** Whether an order may move from `from` to `to` in one step. */
export function isOrderTransitionAllowed(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * What applying `to` to an order in `from` does: nothing (`same`: the same news again, e.g. a redelivered
 * webhook or a status refresh after it), the steps to take in order, or a refusal. A provider's outcome
 * for an order still `created` (its payment opened but not yet recorded as pending) goes through
 * `pending`, so every order's history shows the same path.
 */
export type OrderChange =
  | { kind: "same" }
  | { kind: "steps"; steps: readonly PurchaseOrderStatus[] }
  | { kind: "refused"; from: PurchaseOrderStatus; to: PurchaseOrderStatus };

export function orderChange(from: PurchaseOrderStatus, to: PurchaseOrderStatus): OrderChange {
  if (from === to) return { kind: "same" };
  if (isOrderTransitionAllowed(from, to)) return { kind: "steps", steps: [to] };
  if (from === "created" && isOrderTransitionAllowed("pending", to)) {
    return { kind: "steps", steps: ["pending", to] };
  }
  return { kind: "refused", from, to };
}

/** Whether an order has settled: its status changes no more, except a completed order's refund. */
export function isOrderSettled(status: PurchaseOrderStatus): boolean {
  return status !== "created" && status !== "pending";
}
