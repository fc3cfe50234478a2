import { startSelfExclusionRoute } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useId, useRef, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useResponsiblePlayChange } from "../hooks/use-responsible-play-change";
import styles from "./responsible-play.module.css";

const MONTHS = [6, 12, 24, 60] as const;

/**
 * Self-exclusion for six months or more, in two steps: choose the length, then confirm explicitly (a
 * checkbox saying it cannot be undone, and a final button). Nothing is sent before that.
 */
export function SelfExclusionForm() {
  const { t } = useTranslation();
  const id = useId();
  const isHydrated = useHydrated();
  const [months, setMonths] = useState<number>(6);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isUnderstood, setIsUnderstood] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useResponsiblePlayChange(
    (chosen: number) => browserApi.call(startSelfExclusionRoute, { body: { months: chosen, confirm: true } }),
    "responsiblePlay.selfExclusion.started",
  );
  if (!isConfirming) {
    return (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setIsConfirming(true);
          setIsUnderstood(false);
          // The confirmation step takes focus, so keyboard and screen-reader users land on it.
          queueMicrotask(() => confirmRef.current?.focus());
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-months`}>{t("responsiblePlay.selfExclusion.lengthLabel")}</label>
          <select
            id={`${id}-months`}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value))}
          >
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {t("responsiblePlay.selfExclusion.months", { months: m })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={!isHydrated}>
          {t("responsiblePlay.selfExclusion.continue")}
        </Button>
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-confirm-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (isUnderstood && !isPending) mutate(months);
      }}
    >
      <p id={`${id}-confirm-title`} role="alert">
        {t("responsiblePlay.selfExclusion.warning", { months })}
      </p>
      <label className={styles.choice}>
        <input
          ref={confirmRef}
          type="checkbox"
          checked={isUnderstood}
          onChange={(event) => setIsUnderstood(event.target.checked)}
        />
        {t("responsiblePlay.selfExclusion.understand")}
      </label>
      <div className={styles.actions}>
        <Button type="submit" disabled={!isUnderstood} aria-busy={isPending || undefined}>
          {t("responsiblePlay.selfExclusion.confirm", { months })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setIsConfirming(false)}>
          {t("responsiblePlay.selfExclusion.back")}
        </Button>
      </div>
    </form>
  );
}
