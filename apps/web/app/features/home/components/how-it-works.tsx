import { Section } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import styles from "./guest-home.module.css";

const STEPS = ["account", "coins", "entries"] as const;

/** Three steps from visitor to prize, as the about text and sweepstakes rules describe them. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section title={t("home.steps.title")} className={styles.steps} titleClassName={styles.stepsTitle}>
      <ol className={styles.stepList}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <h3 className={styles.stepTitle}>{t(`home.steps.${step}.title`)}</h3>
            <p className={styles.stepText}>{t(`home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
