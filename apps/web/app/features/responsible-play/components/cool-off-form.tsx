import { COOL_OFF_DURATIONS, COOL_OFF_MAX_DAYS, type CoolOffRequest } from "@casino/contracts";
import { startCoolOffRoute } from "@casino/contracts/client";
import { Button } from "@casino/ui";
import { useId, useState } from "react";
import { browserApi } from "../../../lib/api";
import { useHydrated } from "../../../lib/forms";
import { useTranslation } from "../../../lib/i18n";
import { useResponsiblePlayChange } from "../hooks/use-responsible-play-change";
import styles from "./responsible-play.module.css";

type Choice = (typeof COOL_OFF_DURATIONS)[number] | "days";

/** A break from play: 24 hours, a week, a month, or a number of days up to six weeks; starts at once. */
export function CoolOffForm() {
  const { t } = useTranslation();
  const id = useId();
  const isHydrated = useHydrated();
  const [choice, setChoice] = useState<Choice>("24h");
  const [days, setDays] = useState("3");
  const { mutate, isPending } = useResponsiblePlayChange(
    (body: CoolOffRequest) => browserApi.call(startCoolOffRoute, { body }),
    "responsiblePlay.coolOff.started",
  );
  const dayCount = Number(days);
  const isDaysValid = /^\d{1,2}$/.test(days) && dayCount >= 1 && dayCount <= COOL_OFF_MAX_DAYS;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (isPending) return;
        if (choice === "days") {
          if (isDaysValid) mutate({ days: dayCount });
        } else mutate({ duration: choice });
      }}
    >
      <fieldset className={styles.choices}>
        <legend>{t("responsiblePlay.coolOff.legend")}</legend>
        {[...COOL_OFF_DURATIONS, "days" as const].map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-cool-off`}
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            {t(`responsiblePlay.coolOff.${option}`)}
          </label>
        ))}
      </fieldset>
      {choice === "days" ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-days`}>
            {t("responsiblePlay.coolOff.daysLabel", { max: COOL_OFF_MAX_DAYS })}
          </label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            value={days}
            aria-invalid={!isDaysValid}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
      ) : null}
      <Button type="submit" disabled={!isHydrated || (choice === "days" && !isDaysValid)}>
        {t("responsiblePlay.coolOff.start")}
      </Button>
    </form>
  );
}
