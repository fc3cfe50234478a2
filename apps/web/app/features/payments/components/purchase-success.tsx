import { Button } from "@casino/ui";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { useOrderWatch } from "../hooks/use-order-watch";
import { formatCoinsText, formatEntriesText, formatPriceCents } from "../model/money-text";
import styles from "./payments.module.css";

/**
 * The success page (spec §4 complete → success page): what arrived with the order, its coins and free
 * entries, and "Continue". The balance itself was refreshed when the order completed. Opened with an order
 * that is still being confirmed, it follows the order until the provider has answered.
 */
export function PurchaseSuccess({ orderId, onContinue }: { orderId: string | null; onContinue: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const { data: order, isError } = useOrderWatch(orderId);
  const isPending = order?.status === "created" || order?.status === "pending";
  const isNotCompleted = order !== undefined && !isPending && order.status !== "completed";
  const title = isPending
    ? "payments.success.pendingTitle"
    : isNotCompleted
      ? "payments.success.notCompletedTitle"
      : "payments.success.title";
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h3 id={titleId}>{t(title)}</h3>
      {order && order.status === "completed" ? (
        <>
          <p className={styles.lead} data-testid="purchase-arrived">
            {t("payments.success.arrived", {
              coins: formatCoinsText(order.coins, locale),
              entries: formatEntriesText(order.entries, locale),
            })}
          </p>
          <p className={styles.muted}>
            {t("payments.success.paid", {
              title: order.title,
              price: formatPriceCents(order.amountCents, locale),
            })}
          </p>
        </>
      ) : isPending ? (
        <p role="status">{t("payments.success.pending")}</p>
      ) : isNotCompleted ? (
        <p role="alert">{t("payments.success.notCompleted")}</p>
      ) : orderId === null || isError ? (
        <p>{t("payments.success.generic")}</p>
      ) : (
        <p role="status">{t("payments.success.loading")}</p>
      )}
      <div className={styles.actions}>
        <Button size="lg" onClick={onContinue}>
          {t("payments.success.continue")}
        </Button>
      </div>
    </section>
  );
}
