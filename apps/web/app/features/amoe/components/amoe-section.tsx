import type { AmoeInstructions } from "@casino/contracts";
import { cardClassNames } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { useSession } from "../../../lib/session";
import { amoeQuery } from "../amoe-query";
import styles from "./amoe-section.module.css";
import { MyAmoeCodes } from "./my-amoe-codes";

/** The steps of a mail-in request, the address and what a request earns. */
function HowToSend({ instructions }: { instructions: AmoeInstructions }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className={styles.subheading}>{t("amoe.how.title")}</h3>
      <ol className={styles.steps}>
        <li>{t("amoe.how.code")}</li>
        <li>{t("amoe.how.card")}</li>
        <li>
          {t("amoe.how.mail")}
          <address className={styles.address}>
            {instructions.mailingAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
      </ol>
      <p>
        {t("amoe.earns", { entries: instructions.entriesPerRequest })}{" "}
        {t("amoe.cap", {
          count: instructions.maxCreditsPerPeriod,
          days: instructions.periodDays,
        })}
      </p>
    </>
  );
}

/**
 * "Free entries by mail" on the sweepstakes rules page (issue #13): how to send a request, where to, what
 * it earns, that free and paid entries have equal odds, and for a signed-in player their request code.
 */
export function AmoeSection() {
  const { t } = useTranslation();
  const { player, isGuest } = useSession();
  const viewer = player ? `player:${player.login}` : "guest";
  const { data, isError, refetch } = useQuery(amoeQuery(browserApi, viewer));
  return (
    <section
      id="free-entries-by-mail"
      aria-labelledby="free-entries-by-mail-title"
      className={`${cardClassNames.card} ${styles.section}`}
    >
      <h2 id="free-entries-by-mail-title" className={styles.title}>
        {t("amoe.title")}
      </h2>
      <p className={styles.odds}>{t("amoe.equalOdds")}</p>
      {data ? (
        <>
          <HowToSend instructions={data.instructions} />
          {player && data.requests ? (
            <MyAmoeCodes requests={data.requests} />
          ) : isGuest ? (
            <p>
              <AppLink to="/signin/">{t("amoe.signIn")}</AppLink> {t("amoe.signInWhy")}
            </p>
          ) : null}
        </>
      ) : isError ? (
        <p role="alert">
          {t("amoe.loadFailed")}{" "}
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t("amoe.retry")}
          </button>
        </p>
      ) : (
        <p role="status">{t("amoe.loading")}</p>
      )}
    </section>
  );
}
