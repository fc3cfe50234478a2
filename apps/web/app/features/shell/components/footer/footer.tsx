import type { ReactNode } from "react";
import { useTranslation } from "../../../../lib/i18n";
import { useShellData } from "../../hooks/use-shell-data";
import { AgeBadge } from "./age-badge";
import styles from "./footer.module.css";
import { FooterAbout } from "./footer-about";
import { FooterHelp } from "./footer-help";
import { FooterLegal } from "./footer-legal";
import { SocialLinks } from "./social-links";
import { TrustpilotRating } from "./trustpilot-rating";

/**
 * Spec §2 footer: about, legal links, help, social links, copyright, age badge for guests, rating. `help`
 * is what other features add to the help column (the layout passes the support chat's button).
 */
export function Footer({ year, help }: { year: number; help?: ReactNode }) {
  const { t } = useTranslation();
  const { brand, isGuest, locale, staticInfo } = useShellData();
  return (
    <footer className={styles.footer}>
      {staticInfo ? (
        <div className={styles.columns}>
          <FooterAbout brandName={brand.name} about={staticInfo.about} email={staticInfo.supportEmail} />
          <FooterLegal links={staticInfo.footer.menu} />
          <FooterHelp email={staticInfo.supportEmail}>{help}</FooterHelp>
          <SocialLinks networks={staticInfo.socialNetworks} brandName={brand.name} />
        </div>
      ) : null}
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t("shell.footer.copyright", { year, brand: brand.name })}</p>
        {isGuest ? <AgeBadge /> : null}
        {staticInfo ? (
          <TrustpilotRating
            rating={staticInfo.trustpilot.rating}
            url={staticInfo.trustpilot.url}
            locale={locale}
          />
        ) : null}
      </div>
    </footer>
  );
}
