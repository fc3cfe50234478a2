import { buttonClassName, VisuallyHidden } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { queries } from "../../../lib/query";
import { useSession } from "../../../lib/session";
import styles from "./affiliates.module.css";

const STEPS = ["join", "share", "earn"] as const;

/** `/affiliates`: what the affiliate programme is, and the way into it (or into the partner's account). */
export function AffiliatesInfo() {
  const { t } = useTranslation();
  const { brand, locale, player, isGuest, appInit } = useSession();
  const { data: staticInfo } = useQuery({
    ...queries.staticInfo(browserApi, locale, isGuest),
    enabled: appInit !== undefined,
  });
  return (
    <article className={styles.page} aria-labelledby="affiliates-title">
      <header className={styles.hero}>
        <h1 id="affiliates-title" className={styles.title}>
          {t("affiliates.title", { brand: brand.name })}
        </h1>
        <p className={styles.lead}>{t("affiliates.lead", { brand: brand.name })}</p>
      </header>
      <section aria-labelledby="affiliates-how">
        <h2 id="affiliates-how" className={styles.subtitle}>
          {t("affiliates.how.title")}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`affiliates.how.${step}.title`)}</h3>
              <p>{t(`affiliates.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="affiliates-who">
        <h2 id="affiliates-who" className={styles.subtitle}>
          {t("affiliates.who.title")}
        </h2>
        <p>{t("affiliates.who.text")}</p>
      </section>
      <div className={styles.actions}>
        {player?.playerInfo.isAffiliate ? (
          <AppLink to="/affiliates/partners-account" className={buttonClassName({ size: "lg" })}>
            {t("affiliates.openAccount")}
          </AppLink>
        ) : staticInfo ? (
          <a
            href={staticInfo.affiliateUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ size: "lg" })}
          >
            {t("affiliates.apply")}
            <VisuallyHidden> {t("shell.opensInNewTab")}</VisuallyHidden>
          </a>
        ) : null}
      </div>
    </article>
  );
}
