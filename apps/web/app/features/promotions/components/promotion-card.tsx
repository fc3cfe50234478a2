import type { Promotion } from "@casino/contracts";
import { buttonClassName, cardClassNames } from "@casino/ui";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { isLinkAvailable } from "../../../lib/site-pages";
import { unavailabilityTexts } from "../model/unavailability-text";
import { OfferSummary } from "./offer-summary";
import styles from "./promotions.module.css";
import { UnavailableAction } from "./unavailable-action";

/** The card's action: the cash box at the offer (a hash over this page), or the operator's link. */
function PromotionAction({ promotion, locale }: { promotion: Promotion; locale: string }) {
  const { t } = useTranslation();
  const { button } = promotion;
  // Never a link to a page or part of the site that is not built (lib/site-pages).
  if (!button || !isLinkAvailable(button.link)) return null;
  const preset = promotion.data.promoOfferPreset;
  const label = button.label ?? t(preset ? "promotions.buy" : "promotions.learnMore");
  if (!promotion.isAvailable) {
    return (
      <UnavailableAction
        label={label}
        reasons={unavailabilityTexts(t, locale, promotion.unavailabilityReasons, preset)}
      />
    );
  }
  const look = buttonClassName({ block: true });
  if (button.link.startsWith("#")) {
    return (
      <a className={look} href={button.link}>
        {label}
      </a>
    );
  }
  return (
    <AppLink className={look} to={button.link}>
      {label}
    </AppLink>
  );
}

/** One promotion (spec §3): what it is, what the offer sells, how it works, and its action. */
export function PromotionCard({ promotion, locale }: { promotion: Promotion; locale: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const preset = promotion.data.promoOfferPreset;
  return (
    <article className={`${cardClassNames.card} ${styles.card}`} aria-labelledby={titleId}>
      {promotion.image ? <img className={styles.image} src={promotion.image} alt="" loading="lazy" /> : null}
      <h2 id={titleId} className={styles.cardTitle}>
        {promotion.title}
      </h2>
      {promotion.subtitle ? <p className={styles.subtitle}>{promotion.subtitle}</p> : null}
      {preset ? <OfferSummary preset={preset} locale={locale} /> : null}
      {promotion.howWorks.length > 0 ? (
        <>
          <h3 className={styles.howTitle}>{t("promotions.howItWorks")}</h3>
          <ol className={styles.steps}>
            {promotion.howWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
      <div className={styles.action}>
        <PromotionAction promotion={promotion} locale={locale} />
      </div>
    </article>
  );
}
