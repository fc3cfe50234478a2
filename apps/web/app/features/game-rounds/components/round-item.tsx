import type { playerRoundsEndpoint } from "@casino/contracts";
import type { z } from "zod";
import { useTranslation } from "../../../lib/i18n";
import { AppLink } from "../../../lib/prefetch";
import { formatRoundAmount, shortHash, verifierHref } from "../model/rounds";
import styles from "./rounds-history.module.css";

type Round = z.output<(typeof playerRoundsEndpoint)["output"]>["rounds"][number];

function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** One round: game, time, stake and win, its status and the provably fair data it was drawn from. */
export function RoundItem({ round, locale }: { round: Round; locale: string }) {
  const { t } = useTranslation();
  const currency = t(`balance.currency.${round.currency}`);
  const amount = (value: number) => `${formatRoundAmount(round.currency, value, locale)} ${currency}`;
  const verify = verifierHref(round.fairness, round.engineId);
  const isWin = round.win > 0;
  return (
    <li className={styles.round} data-outcome={isWin ? "win" : "loss"}>
      <div className={styles.roundHead}>
        <h2 className={styles.game}>{round.gameName}</h2>
        {/* The server renders UTC, the browser the visitor's own zone: the text may differ, by design. */}
        <time dateTime={round.createdAt} className={styles.time} suppressHydrationWarning>
          {formatTime(round.createdAt, locale)}
        </time>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("history.bet")}</dt>
          <dd>{amount(round.bet)}</dd>
        </div>
        <div>
          <dt>{t("history.win")}</dt>
          <dd className={isWin ? styles.won : undefined}>{amount(round.win)}</dd>
        </div>
        <div>
          <dt>{t("history.status")}</dt>
          <dd>{t(`history.statusValue.${round.status}`)}</dd>
        </div>
        <div>
          <dt>{t("history.round")}</dt>
          <dd className={styles.mono}>{round.id}</dd>
        </div>
      </dl>
      {round.fairness ? (
        <details className={styles.fairness}>
          <summary>{t("history.fairness.title")}</summary>
          <dl className={styles.fairnessFacts}>
            <div>
              <dt>{t("history.fairness.serverSeedHash")}</dt>
              <dd className={styles.mono} title={round.fairness.serverSeedHash}>
                {shortHash(round.fairness.serverSeedHash)}
              </dd>
            </div>
            <div>
              <dt>{t("history.fairness.serverSeed")}</dt>
              <dd className={styles.mono}>
                {round.fairness.serverSeed
                  ? shortHash(round.fairness.serverSeed)
                  : t("history.fairness.notRevealed")}
              </dd>
            </div>
            <div>
              <dt>{t("history.fairness.clientSeed")}</dt>
              <dd className={styles.mono}>{round.fairness.clientSeed}</dd>
            </div>
            <div>
              <dt>{t("history.fairness.nonce")}</dt>
              <dd className={styles.mono}>{round.fairness.nonce}</dd>
            </div>
          </dl>
          {verify ? (
            <AppLink to={verify} className={styles.verify}>
              {t("history.fairness.verify")}
            </AppLink>
          ) : (
            <p className={styles.hint}>
              {t("history.fairness.rotateFirst")}{" "}
              <AppLink to="/fairness">{t("history.fairnessLink")}</AppLink>
            </p>
          )}
        </details>
      ) : null}
    </li>
  );
}
