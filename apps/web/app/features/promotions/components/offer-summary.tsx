import type { PromoOfferPreset } from "@casino/contracts";
import { Badge, VisuallyHidden } from "@casino/ui";
import { formatCoins, formatEntries } from "@casino/web-kit";
import { useTranslation } from "../../../lib/i18n";
import styles from "./promotions.module.css";

const price = (dollars: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(dollars);

/** What an offer promotion sells: its badge, coins and free entries, and its price (with the usual one). */
export function OfferSummary({ preset, locale }: { preset: PromoOfferPreset; locale: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.offer}>
      {preset.badgeLabel ? <Badge>{preset.badgeLabel}</Badge> : null}
      <p className={styles.amounts}>
        {t("promotions.offer.amounts", {
          coins: formatCoins(preset.coins, locale),
          entries: formatEntries(preset.entries, locale),
        })}
      </p>
      <p className={styles.price}>
        <strong>{price(preset.price, locale)}</strong>
        {preset.usualPrice !== null && preset.usualPrice > preset.price ? (
          <>
            {" "}
            <s className={styles.usualPrice}>
              <VisuallyHidden>{t("promotions.offer.usualPrice")} </VisuallyHidden>
              {price(preset.usualPrice, locale)}
            </s>
          </>
        ) : null}
      </p>
    </div>
  );
}
