import type { Promotion } from "@casino/contracts/promotions";
import { contentStyles as styles } from "../../lib/content";

/**
 * The promotions page as a guest of the brand sees it in this locale, from the live API (edits publish at
 * once): each card's title, subtitle, offer, steps and action, in the site's order.
 */
export function PromotionsPreview({ promotions }: { promotions: readonly Promotion[] }) {
  const shown = promotions.filter((promotion) => promotion.viewKeys.isShowPromoPage);
  if (shown.length === 0) return <p className={styles.muted}>The promotions page shows no promotion.</p>;
  return (
    <ol className={styles.list} aria-label="Promotions page preview">
      {shown.map((promotion) => (
        <li key={promotion.id} className={styles.card}>
          <h3 className={styles.cardTitle}>{promotion.title}</h3>
          {promotion.subtitle ? <p>{promotion.subtitle}</p> : null}
          {promotion.viewKeys.isShowHomePage ? <p className={styles.muted}>Also on the home page.</p> : null}
          {promotion.howWorks.length > 0 ? (
            <ol>
              {promotion.howWorks.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : null}
          {promotion.button ? (
            <p className={styles.muted}>
              Button “{promotion.button.label ?? "default label"}” → <code>{promotion.button.link}</code>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
