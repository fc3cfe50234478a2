import type { PurchaseOrder } from "@casino/contracts";

/**
 * The last checkout of this page that failed or was declined, kept so the failed page the cash box opens
 * next (`#/cash/failed/…`, which carries no order) can say what went wrong. Page memory only: a reload or
 * a shared link shows the failed page's general text.
 */
let lastFailure: Pick<PurchaseOrder, "id" | "status" | "message" | "methodId"> | null = null;

export function rememberFailure(order: PurchaseOrder): void {
  lastFailure = { id: order.id, status: order.status, message: order.message, methodId: order.methodId };
}

export function lastFailedOrder() {
  return lastFailure;
}

/** For tests: forget what an earlier test left. */
export function forgetFailure(): void {
  lastFailure = null;
}
