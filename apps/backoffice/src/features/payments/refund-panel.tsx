import {
  type BackofficePurchaseOrder,
  REFUND_REASON_MAX,
  refundPurchaseOrderEndpoint,
} from "@casino/contracts/payments";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { ConfirmDialog } from "../../lib/dialog";
import { formatUsdCents } from "../../lib/money";
import { type Status, StatusMessage } from "../../lib/status";
import { validateWith } from "../../lib/validation";
import { coinsText, entriesText } from "./order-labels";
import styles from "./payments.module.css";
import { ORDERS_KEY, orderKey } from "./payments-queries";
import { refundErrorText } from "./refund-errors";

/** What a refund takes back from the player, in words: "10,000 Coins and 10.00 Entries". */
export function takenBackText(order: Pick<BackofficePurchaseOrder, "coins" | "entries">) {
  const parts = [
    order.coins > 0 ? `${coinsText(order.coins)} Coins` : null,
    order.entries > 0 ? `${entriesText(order.entries)} Entries` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" and ") : "nothing (the order credited nothing)";
}

/**
 * Refunds a completed order in full: a reason, then a confirmation that names the amount returned to the
 * player's card and what leaves their balance. The order on screen changes only with the server's answer.
 */
export function RefundPanel({ order }: { order: BackofficePurchaseOrder }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [isConfirming, setIsConfirming] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const amount = formatUsdCents(order.amountCents);
  const who = order.playerEmail ?? order.playerId;
  const refund = useMutation({
    mutationFn: () => api.call(refundPurchaseOrderEndpoint, { params: { id: order.id }, body: { reason } }),
    onSuccess: async (answer) => {
      setIsConfirming(false);
      setReason("");
      queryClient.setQueryData(orderKey(order.id), answer);
      setStatus({
        tone: "success",
        text: `Refunded ${amount} to ${who}; ${takenBackText(order)} taken back.`,
      });
      await queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, "list"] });
    },
    onError: async (error) => {
      setIsConfirming(false);
      setStatus({ tone: "error", text: refundErrorText(error) });
      // The order moved on under us: show it as it is now.
      if (isApiError(error) && error.code === "ORDER_NOT_REFUNDABLE") {
        await queryClient.invalidateQueries({ queryKey: orderKey(order.id) });
      }
    },
  });
  const ask = () => {
    const checked = validateWith(refundPurchaseOrderEndpoint.body, { reason });
    setReasonError(
      checked.errors.reason === "Fill this in." ? "Say why the order is refunded." : checked.errors.reason,
    );
    if (checked.data) {
      setStatus(null);
      setIsConfirming(true);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="order-refund">
      <h2 id="order-refund" className={styles.cardTitle}>
        Refund
      </h2>
      <StatusMessage status={status} />
      {order.status === "completed" ? (
        <div className={styles.form}>
          <p className={styles.muted}>
            A refund returns {amount} through {order.provider} and takes back {takenBackText(order)} from the
            player. It is all or nothing: if the player no longer holds them, nothing is refunded.
          </p>
          <FieldShell label="Reason for the refund" error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                rows={3}
                maxLength={REFUND_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FieldShell>
          <div>
            <Button disabled={refund.isPending} onClick={ask}>
              Refund
            </Button>
          </div>
        </div>
      ) : (
        <p>
          {order.status === "refunded"
            ? "This order has been refunded."
            : "Only a completed order can be refunded."}
        </p>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Refund ${amount}?`}
        confirmLabel={`Refund ${amount}`}
        pendingLabel="Refunding…"
        isPending={refund.isPending}
        onConfirm={() => refund.mutate()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          {amount} goes back to {who} through {order.provider}, and {takenBackText(order)} leave the player's
          balance. The order becomes Refunded; this cannot be undone.
        </p>
        <p>Reason: {reason.trim()}</p>
      </ConfirmDialog>
    </section>
  );
}
