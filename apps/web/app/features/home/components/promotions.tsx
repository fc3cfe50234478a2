import type { HomePage } from "@casino/contracts";
import { Section, VisuallyHidden } from "@casino/ui";
import { useTranslation } from "../../../lib/i18n";
import styles from "./home.module.css";
import { HomeLink } from "./home-link";

/** Promotions shown on the home page; guests following one are sent to sign-up (spec §5). */
export function Promotions({
  promotions,
  gameHref,
}: {
  promotions: HomePage["promotions"];
  gameHref: (gameId: number) => string;
}) {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <Section
      title={t("home.promotions.title")}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <ul className={styles.promotions}>
        {promotions.map((promotion) => (
          <li key={promotion.id} className={styles.promotion}>
            <h3 className={styles.promotionTitle}>{promotion.title}</h3>
            <p className={styles.promotionText}>{promotion.text}</p>
            <HomeLink link={promotion.link} gameHref={gameHref} className={styles.promotionLink}>
              {t("home.promotions.more")}
              <VisuallyHidden>{`: ${promotion.title}`}</VisuallyHidden>
            </HomeLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
