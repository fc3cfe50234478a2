import { formatEntries } from "@casino/web-kit";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import type { RedeemLimits } from "./redeem-form";
import styles from "./redemptions.module.css";

/**
 * Winnings against what can be redeemed now: prize and purchase entries must be played through before the
 * winnings they became count (decision 047), so the outstanding playthrough is said in entries to play.
 */
export function RedeemSummary({ limits }: { limits: RedeemLimits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (value: number) => formatEntries(value, locale);
  return (
    <div className={styles.summary}>
      <dl>
        <div>
          <dt>{t("redeem.summary.redeemable")}</dt>
          <dd data-testid="redeemable">{amount(limits.redeemable)}</dd>
        </div>
        <div>
          <dt>{t("redeem.summary.winnings")}</dt>
          <dd>{amount(limits.winnings)}</dd>
        </div>
        <div>
          <dt>{t("redeem.summary.minimum")}</dt>
          <dd>{amount(limits.minAmount)}</dd>
        </div>
      </dl>
      {limits.outstandingPlaythrough > 0 ? (
        <p>{t("redeem.playthrough", { entries: amount(limits.outstandingPlaythrough) })}</p>
      ) : null}
    </div>
  );
}
