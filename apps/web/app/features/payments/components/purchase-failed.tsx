import { Button } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { showToast } from "../../../lib/toasts";
import { lastFailedOrder } from "../model/last-failure";
import { paymentMethodsQuery } from "../payments-query";
import styles from "./payments.module.css";

/**
 * The failed page (spec §4): failed-complete → this page and the error popup (the order's message, by
 * default "We are failed to process your transaction. Please try again."); decline → this page, offering
 * the next method when the provider named one (`/cash/failed/{presetId}/{offerType}/{methodId}` preselects
 * it). "Back to packages" is the status refresh: the cash box reloads its data and shows the packages.
 */
export function PurchaseFailed({
  presetId,
  offerType,
  methodId,
  onRetry,
  onBackToPackages,
}: {
  presetId: number | null;
  offerType: "preset" | "promoOffer" | null;
  methodId: string | null;
  onRetry: (methodId: string) => void;
  onBackToPackages: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // What failed in this page's last checkout; a failed page opened from a link knows nothing more.
  const [failure] = useState(lastFailedOrder);
  const methods = useQuery(paymentMethodsQuery(browserApi)).data?.methods ?? [];
  const nextMethodId = presetId !== null && offerType !== null ? methodId : null;
  const nextMethod = methods.find((method) => method.id === nextMethodId);
  const isDecline = failure ? failure.status === "declined" : nextMethodId !== null;
  const message =
    failure?.message ?? (isDecline ? t("payments.failed.declined") : t("payments.failed.default"));
  const retryMethodId = nextMethodId ?? failure?.methodId ?? null;

  // The error popup of a failed payment, once per order (the toast's id keeps a second render from
  // showing it twice).
  useEffect(() => {
    if (isDecline) return;
    showToast(message, { type: "error", id: `payment-failed-${failure?.id ?? "page"}` });
  }, [isDecline, message, failure]);

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h3 id={titleId}>{isDecline ? t("payments.failed.declinedTitle") : t("payments.failed.title")}</h3>
      <p data-testid="purchase-failure">{message}</p>
      {nextMethodId ? (
        <p className={styles.muted}>
          {t("payments.failed.tryNext", { method: nextMethod?.title ?? nextMethodId })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {retryMethodId ? (
          <Button size="lg" onClick={() => onRetry(retryMethodId)}>
            {nextMethodId
              ? t("payments.failed.retryWith", { method: nextMethod?.title ?? nextMethodId })
              : t("payments.failed.retry")}
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" onClick={onBackToPackages}>
          {t("payments.backToPackages")}
        </Button>
      </div>
    </section>
  );
}
