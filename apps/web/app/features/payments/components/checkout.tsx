import { Button } from "@casino/ui";
import { apiErrorText, FormAlert, useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { useCheckout } from "../hooks/use-checkout";
import type { CheckoutOutcome, PurchaseSelection } from "../model/checkout-types";
import { dollarsToCents, formatPriceDollars } from "../model/money-text";
import { CheckoutRefusal } from "./checkout-refusal";
import { HostedPayment } from "./hosted-payment";
import { MethodPicker, takesPrice } from "./method-picker";
import { PackageSummary } from "./package-summary";
import styles from "./payments.module.css";

/** Wording of the refusals the player can act on here (another method, a moment later). */
const SEND_ERROR_KEYS = {
  PAYMENT_METHOD_UNAVAILABLE: "payments.error.methodUnavailable",
  PAYMENT_PROVIDER_ERROR: "payments.error.provider",
} as const;

/**
 * The checkout of one package inside the cash box (spec §4 deposit flow): the package, the ways to pay,
 * "Pay $x", then the provider's hosted form until the order settles; the outcome goes to `onOutcome`
 * (completed, failed, declined with the next method to try, or cancelled).
 */
export function Checkout({
  selection,
  methodId,
  onOutcome,
}: {
  selection: PurchaseSelection;
  methodId?: string;
  onOutcome: (outcome: CheckoutOutcome) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isHydrated = useHydrated();
  const checkout = useCheckout({ selection, methodId, onOutcome });
  const { stage, methods } = checkout;
  const priceCents = dollarsToCents(selection.price);
  const list = methods.data?.methods ?? [];
  const selected = list.find((method) => method.id === checkout.selectedId);
  const canPay = isHydrated && selected !== undefined && takesPrice(selected, priceCents);

  return (
    <div className={styles.stack}>
      <PackageSummary selection={selection} />
      {stage.step === "refused" ? (
        <CheckoutRefusal code={stage.code} message={stage.message} onBack={checkout.cancel} />
      ) : stage.step === "paying" ? (
        <HostedPayment
          checkoutUrl={stage.checkoutUrl}
          order={checkout.order ?? stage.order}
          onCheckStatus={checkout.checkStatus}
          isChecking={checkout.statusCheck.isPending}
          checkError={checkout.statusCheck.error}
          hasChecked={checkout.statusCheck.isSuccess}
          onCancel={checkout.cancel}
        />
      ) : methods.isError ? (
        <div className={styles.stack}>
          <FormAlert>{t("payments.methods.loadFailed")}</FormAlert>
          <div className={styles.actions}>
            <Button onClick={() => void methods.refetch()}>{t("payments.retry")}</Button>
            <Button variant="secondary" onClick={checkout.cancel}>
              {t("payments.back")}
            </Button>
          </div>
        </div>
      ) : !methods.data ? (
        <p role="status">{t("payments.methods.loading")}</p>
      ) : (
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canPay) checkout.pay();
          }}
        >
          <MethodPicker
            methods={list}
            selectedId={checkout.selectedId}
            priceCents={priceCents}
            onChoose={checkout.choose}
          />
          <FormAlert>
            {checkout.sendError ? apiErrorText(t, locale, checkout.sendError, SEND_ERROR_KEYS) : null}
          </FormAlert>
          <div className={styles.actions}>
            <Button
              type="submit"
              size="lg"
              disabled={!canPay}
              aria-disabled={checkout.isSending || undefined}
            >
              {checkout.isSending
                ? t("payments.checkout.paying")
                : t("payments.checkout.pay", { price: formatPriceDollars(selection.price, locale) })}
            </Button>
            <Button variant="secondary" onClick={checkout.cancel}>
              {t("payments.back")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
