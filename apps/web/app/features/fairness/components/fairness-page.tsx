import { useLocation } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { inputFromSearch } from "../model/verify-round";
import styles from "./fairness.module.css";
import { PlayerSeeds } from "./player-seeds";
import { Verifier } from "./verifier";

/** `/fairness`: how provably fair play works, the player's own seeds, and the verifier. */
export function FairnessPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("fairness.title")}</h1>
        <p>{t("fairness.intro")}</p>
      </header>
      <section className={styles.how} aria-label={t("fairness.how.title")}>
        <ol className={styles.steps}>
          <li>{t("fairness.how.commit")}</li>
          <li>{t("fairness.how.clientSeed")}</li>
          <li>{t("fairness.how.nonce")}</li>
          <li>{t("fairness.how.reveal")}</li>
        </ol>
      </section>
      <PlayerSeeds />
      {/* A new deep link (a revealed seed's "verify" link) starts the form again from its values. */}
      <Verifier key={search} initial={inputFromSearch(new URLSearchParams(search))} />
    </article>
  );
}
