import { useTranslation } from "../../lib/i18n";
import { AppLink } from "../../lib/prefetch";
import { isLinkAvailable } from "../../lib/site-pages";
import styles from "./how-it-works.module.css";

/**
 * The pages `/how-it-works` talks about (its text is plain, so it cannot link): free entries by mail on
 * the sweepstakes rules page, the promotions, fairness and responsible play. Only pages this build serves.
 */
const LINKS = [
  { key: "howItWorks.links.amoe", to: "/page/sweepstakes-rules#free-entries-by-mail" },
  { key: "howItWorks.links.rules", to: "/page/sweepstakes-rules" },
  { key: "howItWorks.links.promotions", to: "/promotions" },
  { key: "howItWorks.links.fairness", to: "/fairness" },
  { key: "howItWorks.links.responsiblePlay", to: "/page/responsible-play" },
] as const;

export function HowItWorksLinks() {
  const { t } = useTranslation();
  const links = LINKS.filter((link) => isLinkAvailable(link.to));
  return (
    <nav className={styles.links} aria-labelledby="how-it-works-links">
      <h2 id="how-it-works-links" className={styles.linksTitle}>
        {t("howItWorks.links.title")}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{t(link.key)}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
