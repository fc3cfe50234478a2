import type { PurchaseOrderStatus } from "@casino/contracts";
import { PURCHASE_ORDER_STATUSES } from "@casino/contracts/client";

/** The message `/cashIframe` posts to the cash box when the provider has sent the browser back. */
export const ORDER_STATUS_MESSAGE = "casino:order-status";

export interface OrderStatusMessage {
  type: typeof ORDER_STATUS_MESSAGE;
  orderId: string;
  status: PurchaseOrderStatus;
}

const isStatus = (value: unknown): value is PurchaseOrderStatus =>
  typeof value === "string" && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The order a window message speaks of, when it is our `/cashIframe` page's message about `orderId`. Only
 * a message from our own origin counts: any page may post to a window, and this one moves money views.
 * The status it carries is only a hint to look again; the order itself is always read from the server.
 */
export function orderStatusOf(
  event: Pick<MessageEvent, "origin" | "data">,
  ownOrigin: string,
  orderId: string,
): PurchaseOrderStatus | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as Partial<OrderStatusMessage> | null;
  if (typeof data !== "object" || data === null || data.type !== ORDER_STATUS_MESSAGE) return null;
  if (data.orderId !== orderId || !isStatus(data.status)) return null;
  return data.status;
}

/** Tells the window that holds this frame how the order stands, if that window is of our own origin. */
export function postOrderStatus(orderId: string, status: PurchaseOrderStatus): void {
  if (window.parent === window) return;
  const message: OrderStatusMessage = { type: ORDER_STATUS_MESSAGE, orderId, status };
  // The target origin is ours: a parent of any other origin never receives it.
  window.parent.postMessage(message, window.location.origin);
}
