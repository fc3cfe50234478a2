import { Page, pageClassNames } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { promotionsQuery, viewerKeyOf } from "../promotions-query";
import { PromotionCard } from "./promotion-card";
import styles from "./promotions.module.css";

/** `/promotions` (spec §2): the brand's promotions for the promotions page, as cards. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { locale, player } = useSession();
  const { data, isError, refetch } = useQuery(
    promotionsQuery(browserApi, locale, viewerKeyOf(player?.login)),
  );
  const promotions = data?.promotions.filter((promotion) => promotion.viewKeys.isShowPromoPage);
  return (
    <Page title={t("promotions.title")}>
      {promotions ? (
        promotions.length > 0 ? (
          <ul className={styles.grid} aria-label={t("promotions.listLabel")}>
            {promotions.map((promotion) => (
              <li key={promotion.id} className={styles.item}>
                <PromotionCard promotion={promotion} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={pageClassNames.notice}>{t("promotions.empty")}</p>
        )
      ) : isError ? (
        <p role="alert" className={pageClassNames.notice}>
          {t("promotions.loadFailed")}{" "}
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t("promotions.retry")}
          </button>
        </p>
      ) : (
        <p role="status" className={pageClassNames.notice}>
          {t("promotions.loading")}
        </p>
      )}
    </Page>
  );
}
