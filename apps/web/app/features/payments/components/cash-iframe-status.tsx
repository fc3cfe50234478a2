import type { PurchaseOrderStatus } from "@casino/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n";
import { isSettled, useOrderWatch } from "../hooks/use-order-watch";
import { postOrderStatus } from "../model/order-message";
import styles from "./payments.module.css";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS_KEYS: Record<PurchaseOrderStatus, string> = {
  created: "payments.frame.processing",
  pending: "payments.frame.processing",
  completed: "payments.frame.completed",
  failed: "payments.frame.failed",
  declined: "payments.frame.declined",
  refunded: "payments.frame.refunded",
};

/**
 * `/cashIframe?orderId=…` (spec §2): where the provider sends the browser back inside the cash box's
 * frame. It says the payment is being processed, then how the order ended, and tells the cash box (the
 * parent window, our own origin only) each status it sees, so the cash box looks at the order at once.
 */
export function CashIframeStatus({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  const validId = orderId !== null && UUID.test(orderId) ? orderId : null;
  const { data: order, isError } = useOrderWatch(validId);
  const posted = useRef<PurchaseOrderStatus | null>(null);

  useEffect(() => {
    if (!order || posted.current === order.status) return;
    posted.current = order.status;
    postOrderStatus(order.id, order.status);
  }, [order]);

  const isFinal = order !== undefined && isSettled(order.status);
  return (
    <main className={styles.framePage}>
      {validId === null ? (
        <p role="alert">{t("payments.frame.noOrder")}</p>
      ) : isError && !order ? (
        <p role="alert">{t("payments.frame.notFound")}</p>
      ) : (
        <>
          <p role="status" className={styles.lead} data-status={order?.status ?? "loading"}>
            {t(order ? STATUS_KEYS[order.status] : "payments.frame.processing")}
          </p>
          {isFinal && order.message && order.status !== "completed" ? <p>{order.message}</p> : null}
        </>
      )}
    </main>
  );
}
