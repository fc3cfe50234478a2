import { formatCoins, formatEntries } from "@casino/web-kit";
import { useTranslation } from "../../../lib/i18n";
import { useBrand, useLocale } from "../../../lib/session";
import styles from "./auth.module.css";

/** The brand's welcome grant, as the sign-up page promises it (paid through the ledger at sign-up). */
export function WelcomeBonus() {
  const { t } = useTranslation();
  const brand = useBrand();
  const locale = useLocale();
  const { coins, entries } = brand.bonuses.welcome;
  return (
    <p className={styles.bonus}>
      {t("auth.signUp.bonus", { coins: formatCoins(coins, locale), entries: formatEntries(entries, locale) })}
    </p>
  );
}
