import type { HomePage } from "@casino/contracts";
import { Section } from "@casino/ui";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/session";
import { formatPrize } from "../model/home-content";
import styles from "./home.module.css";
import type { HomeGames } from "./home-content";

/** Recent wins of other players (first name and initial only), newest first. */
export function LastWinners({ winners, games }: { winners: HomePage["lastWinners"]; games: HomeGames }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (winners.length === 0) return null;
  return (
    <Section
      title={t("home.lastWinners.title")}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <ol className={styles.winners}>
        {winners.map((winner) => {
          const name = games.gameName(winner.gameId);
          return (
            <li key={`${winner.at}-${winner.gameId}-${winner.name}`} className={styles.winner}>
              <span className={styles.winnerName}>{winner.name}</span>
              <span className={styles.winnerAmount} data-currency={winner.currency}>
                {t("home.lastWinners.amount", {
                  amount: formatPrize(winner.currency, winner.amount, locale),
                  currency: t(`balance.currency.${winner.currency}`),
                })}
              </span>
              {name ? (
                <Link to={games.gameHref(winner.gameId)} className={styles.winnerGame} preventScrollReset>
                  {name}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
