import { buttonClassName } from "@casino/ui";
import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useBrand, useIsGuest } from "../../../lib/session";
import styles from "./guest-home.module.css";

/** The guest home's welcome: the brand, what it is, and the way in (sign-up keeps the query, spec §2). */
export function WelcomeHero() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isGuest = useIsGuest();
  const { search } = useLocation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>{t("home.hero.eyebrow")}</p>
      <h1 id="home-title" className={styles.title}>
        {t("home.hero.title", { brand: brand.name })}
      </h1>
      <p className={styles.lead}>{t("home.hero.lead")}</p>
      {isGuest ? (
        <div className={styles.actions}>
          <AppLink to={`/signup/${search}`} className={buttonClassName({ size: "lg" })}>
            {t("home.hero.signUp")}
          </AppLink>
          <AppLink to={`/signin/${search}`} className={buttonClassName({ size: "lg", variant: "secondary" })}>
            {t("home.hero.signIn")}
          </AppLink>
        </div>
      ) : null}
    </section>
  );
}
