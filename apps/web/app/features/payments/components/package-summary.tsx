import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import type { PurchaseSelection } from "../model/checkout-types";
import { formatCoinsText, formatEntriesText, formatPriceDollars } from "../model/money-text";
import styles from "./payments.module.css";

/** What the player is buying: the package's name, its coins, the free entries that come with it, the price. */
export function PackageSummary({ selection }: { selection: PurchaseSelection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.summary} aria-label={t("payments.summary.label")}>
      <p>{selection.title}</p>
      <dl>
        <div>
          <dt>{t("payments.summary.coins")}</dt>
          <dd>{formatCoinsText(selection.coins, locale)}</dd>
        </div>
        <div>
          <dt>{t("payments.summary.entries")}</dt>
          <dd>{formatEntriesText(selection.entries, locale)}</dd>
        </div>
        <div>
          <dt>{t("payments.summary.price")}</dt>
          <dd>{formatPriceDollars(selection.price, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
