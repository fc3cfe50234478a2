import type { PaymentMethod, PaymentMethodId } from "@casino/contracts";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPriceCents } from "../model/money-text";
import styles from "./payments.module.css";

/** Whether a method takes this price (the server would answer PAYMENT_METHOD_UNAVAILABLE otherwise). */
export const takesPrice = (method: PaymentMethod, priceCents: bigint) =>
  priceCents >= BigInt(method.minAmountCents) && priceCents <= BigInt(method.maxAmountCents);

/**
 * The ways to pay as a radio group (arrow keys move between them). A method that does not take this
 * price stays listed, disabled, with its range, so the player sees why.
 */
export function MethodPicker({
  methods,
  selectedId,
  priceCents,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  selectedId: PaymentMethodId | null;
  priceCents: bigint;
  onChoose: (id: PaymentMethodId) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = useId();
  const selected = methods.find((method) => method.id === selectedId);
  return (
    <fieldset className={styles.methods}>
      <legend>{t("payments.methods.legend")}</legend>
      {methods.map((method) => {
        const isTaken = takesPrice(method, priceCents);
        const hintId = `${name}-${method.id}-hint`;
        return (
          <label key={method.id} data-disabled={!isTaken || undefined}>
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={method.id === selectedId}
              disabled={!isTaken}
              aria-describedby={isTaken ? undefined : hintId}
              onChange={() => onChoose(method.id)}
            />
            <span>{method.title}</span>
            {isTaken ? null : (
              <span id={hintId} className={styles.muted}>
                {t("payments.methods.range", {
                  min: formatPriceCents(method.minAmountCents, locale),
                  max: formatPriceCents(method.maxAmountCents, locale),
                })}
              </span>
            )}
          </label>
        );
      })}
      {selected?.isTest ? <TestModeNote /> : null}
    </fieldset>
  );
}

/** The sandbox provider takes no money; its form lists the test cards that play each outcome (decision 045). */
function TestModeNote() {
  const { t } = useTranslation();
  return <p>{t("payments.testMode.text")}</p>;
}
