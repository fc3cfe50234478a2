import type { PurchaseOrder } from "@casino/contracts";
import { Button } from "@casino/ui";
import { apiErrorText, FormAlert } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { isSettled } from "../hooks/use-order-watch";
import styles from "./payments.module.css";

/**
 * The provider's hosted form inside the cash box (spec §4), with what the order is doing below it: the
 * player pays there, the provider sends the frame back to `/cashIframe`, and the checkout follows the
 * order. "Check status" asks the provider through our server (spec §4 status refresh) when its answer is
 * slow to arrive; "Cancel" goes back to the packages (nothing is charged unless the form was sent).
 */
export function HostedPayment({
  checkoutUrl,
  order,
  onCheckStatus,
  isChecking,
  checkError,
  hasChecked,
  onCancel,
}: {
  checkoutUrl: string;
  order: PurchaseOrder;
  onCheckStatus: () => void;
  isChecking: boolean;
  checkError: unknown;
  hasChecked: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isDone = isSettled(order.status);
  return (
    <div className={styles.stack}>
      <iframe
        src={checkoutUrl}
        title={t("payments.hosted.frameTitle")}
        // No sandbox: the frame ends on our own /cashIframe, which needs scripts and this origin, and a
        // sandbox that allows both guards nothing (browsers warn of it). The page CSP's frame-src decides
        // what may load here.
      />
      <p role="status" className={styles.muted}>
        {isDone
          ? t("payments.hosted.finishing")
          : hasChecked && !isChecking
            ? t("payments.hosted.stillWaiting")
            : t("payments.hosted.waiting")}
      </p>
      {checkError ? <FormAlert>{apiErrorText(t, locale, checkError)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCheckStatus} aria-disabled={isChecking || isDone || undefined}>
          {isChecking ? t("payments.hosted.checking") : t("payments.hosted.checkStatus")}
        </Button>
        <Button variant="ghost" onClick={onCancel} aria-disabled={isDone || undefined}>
          {t("payments.hosted.cancel")}
        </Button>
      </div>
    </div>
  );
}
