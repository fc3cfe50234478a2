import type { PurchaseOrder, PurchaseOrderStatus } from "@casino/contracts";
import { ORDER_POLL_INTERVAL_MS, SETTLED_ORDER_STATUSES } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { browserApi } from "../../../lib/api";
import { orderStatusOf } from "../model/order-message";
import { orderQuery } from "../payments-query";

export const isSettled = (status: PurchaseOrderStatus) => SETTLED_ORDER_STATUSES.includes(status);

/**
 * Follows one order until it settles: polls it while its payment is open (stops on a settled status and
 * when the component goes), and looks again at once when our `/cashIframe` page says the provider sent
 * the browser back. `order.updated` on the push channel fills the same query (live/follow-orders.ts), so
 * whichever comes first shows the outcome.
 */
export function useOrderWatch(orderId: string | null, initial?: PurchaseOrder) {
  const query = useQuery({
    ...orderQuery(browserApi, orderId ?? "none"),
    enabled: orderId !== null,
    initialData: initial,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status !== undefined && isSettled(status) ? false : ORDER_POLL_INTERVAL_MS;
    },
  });
  const { refetch } = query;

  useEffect(() => {
    if (orderId === null) return;
    const onMessage = (event: MessageEvent) => {
      if (orderStatusOf(event, window.location.origin, orderId) !== null) void refetch();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [orderId, refetch]);

  return query;
}
