import type { HomePage } from "@casino/contracts";
import { Section } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPrize } from "../model/home-content";
import styles from "./home.module.css";

/** The jackpot amounts of the home payload, each in its currency. */
export function Jackpots({ jackpots }: { jackpots: HomePage["jackpots"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (jackpots.length === 0) return null;
  return (
    <Section title={t("home.jackpots.title")} className={styles.section} titleClassName={styles.sectionTitle}>
      <ul className={styles.jackpots}>
        {jackpots.map((jackpot) => (
          <li key={jackpot.id} className={styles.jackpot} data-currency={jackpot.currency}>
            <span className={styles.jackpotTitle}>{jackpot.title}</span>
            <span className={styles.jackpotAmount}>
              {formatPrize(jackpot.currency, jackpot.amount, locale)}{" "}
              <span className={styles.jackpotCurrency}>{t(`balance.currency.${jackpot.currency}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
