import type { PurchaseLimit } from "@casino/contracts";
import {
  cancelPurchaseLimitRoute,
  confirmPurchaseLimitRoute,
  setPurchaseLimitRoute,
} from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { useResponsiblePlayChange } from "../hooks/use-responsible-play-change";
import { dollarsToCents, formatCents, formatWhen } from "../model/format";
import styles from "./responsible-play.module.css";

/**
 * One period's purchase limit: the amount in force, a field to change it, and a pending increase with
 * the date it may be confirmed, its Confirm (enabled from then) and Cancel.
 */
export function LimitRow({ limit }: { limit: PurchaseLimit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const isHydrated = useHydrated();
  const [value, setValue] = useState("");
  const cents = dollarsToCents(value);
  const { period, pending } = limit;
  const set = useResponsiblePlayChange(
    (amountCents: string | null) => browserApi.call(setPurchaseLimitRoute, { body: { period, amountCents } }),
    "responsiblePlay.limits.saved",
  );
  const confirm = useResponsiblePlayChange(
    () => browserApi.call(confirmPurchaseLimitRoute, { params: { period } }),
    "responsiblePlay.limits.confirmed",
  );
  const cancel = useResponsiblePlayChange(
    () => browserApi.call(cancelPurchaseLimitRoute, { params: { period } }),
    "responsiblePlay.limits.cancelled",
  );
  const label = t(`responsiblePlay.limits.${period}`);
  return (
    <div className={styles.limit} data-testid={`limit-${period}`}>
      <p>
        <strong>{label}: </strong>
        <span>{limit.amountCents ? formatCents(limit.amountCents) : t("responsiblePlay.limits.none")}</span>
      </p>
      {pending ? (
        <fieldset
          className={styles.pending}
          aria-label={t("responsiblePlay.limits.pendingLabel", { period: label })}
        >
          <p className={styles.hint}>
            {t(
              pending.amountCents
                ? "responsiblePlay.limits.pending"
                : "responsiblePlay.limits.pendingRemoval",
              {
                amount: pending.amountCents ? formatCents(pending.amountCents) : "",
                when: formatWhen(pending.confirmableAt, locale),
              },
            )}
          </p>
          <div className={styles.actions}>
            <Button
              size="sm"
              disabled={!isHydrated || !pending.isConfirmable}
              onClick={() => confirm.mutate(undefined)}
            >
              {t("responsiblePlay.limits.confirm")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!isHydrated}
              onClick={() => cancel.mutate(undefined)}
            >
              {t("responsiblePlay.limits.cancel")}
            </Button>
          </div>
        </fieldset>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (cents && !set.isPending) set.mutate(cents, { onSuccess: () => setValue("") });
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t("responsiblePlay.limits.newLabel", { period: label })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            placeholder="$50.00"
            value={value}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
          <span id={`${id}-hint`} className={styles.hint}>
            {t("responsiblePlay.limits.rule")}
          </span>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={!isHydrated || !cents}>
            {t("responsiblePlay.limits.save")}
          </Button>
          {limit.amountCents && !pending ? (
            <Button type="button" variant="secondary" disabled={!isHydrated} onClick={() => set.mutate(null)}>
              {t("responsiblePlay.limits.remove")}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
