import { ORDER_UPDATED, OrderUpdatedEventSchema } from "@casino/contracts";
import type { LiveFollower } from "../../../lib/live";
import { refreshAfterPurchase } from "../model/refresh-after-purchase";
import { PAYMENTS_KEY, PAYMENTS_KEYS } from "../payments-query";

/**
 * `order.updated` puts the order's new state where an open checkout or success page reads it, so the
 * outcome shows before the next poll. An order that completes with no checkout open for it (the player
 * closed the cash box while the provider was still confirming) still updates app init's deposit count and
 * the store's lists; an open checkout does that itself when it sees the order complete.
 */
export const followOrders: LiveFollower = ({ on, onRecoveryFailed, queryClient }) => {
  const stopUpdates = on(ORDER_UPDATED, (data) => {
    const event = OrderUpdatedEventSchema.safeParse(data);
    if (!event.success) return;
    const { order } = event.data;
    const queryKey = PAYMENTS_KEYS.order(order.id);
    const isWatched = (queryClient.getQueryCache().find({ queryKey })?.getObserversCount() ?? 0) > 0;
    queryClient.setQueryData(queryKey, order);
    if (order.status === "completed" && !isWatched) void refreshAfterPurchase(queryClient);
  });
  const stopRecovery = onRecoveryFailed(() => {
    void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
  });
  return () => {
    stopUpdates();
    stopRecovery();
  };
};
