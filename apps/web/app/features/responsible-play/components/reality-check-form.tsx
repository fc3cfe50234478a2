import { setRealityCheckRoute } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useResponsiblePlayChange } from "../hooks/use-responsible-play-change";
import styles from "./responsible-play.module.css";

/** The reality-check interval in minutes; 0 turns it off. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const id = useId();
  const isHydrated = useHydrated();
  const [value, setValue] = useState(String(minutes));
  const { mutate, isPending } = useResponsiblePlayChange(
    (next: number) => browserApi.call(setRealityCheckRoute, { body: { minutes: next } }),
    "responsiblePlay.realityCheck.saved",
  );
  const parsed = Number(value);
  const isValid = /^\d{1,4}$/.test(value) && parsed <= 1440;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !isPending) mutate(parsed);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-minutes`}>{t("responsiblePlay.realityCheck.label")}</label>
        <input
          id={`${id}-minutes`}
          inputMode="numeric"
          value={value}
          aria-describedby={`${id}-hint`}
          aria-invalid={!isValid}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={`${id}-hint`} className={styles.hint}>
          {minutes > 0
            ? t("responsiblePlay.realityCheck.current", { minutes })
            : t("responsiblePlay.realityCheck.off")}
        </span>
      </div>
      <Button type="submit" disabled={!isHydrated || !isValid} aria-busy={isPending || undefined}>
        {t("responsiblePlay.realityCheck.save")}
      </Button>
    </form>
  );
}
