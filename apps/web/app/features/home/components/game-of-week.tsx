import type { HomePage } from "@casino/contracts";
import { buttonClassName, VisuallyHidden } from "@casino/ui";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n";
import styles from "./home.module.css";
import type { HomeGames } from "./home-content";

/** The game of the week: its card, the week's words about it, and a way to play. */
export function GameOfWeek({
  feature,
  games,
}: {
  feature: NonNullable<HomePage["gameOfWeek"]>;
  games: HomeGames;
}) {
  const { t } = useTranslation();
  const name = games.gameName(feature.gameId);
  return (
    <section aria-labelledby="home-game-of-week" className={styles.gameOfWeek}>
      <div className={styles.gameOfWeekCard}>{games.renderGame(feature.gameId)}</div>
      <div className={styles.gameOfWeekText}>
        <p className={styles.eyebrow}>{t("home.gameOfWeek.eyebrow")}</p>
        <h2 id="home-game-of-week" className={styles.sectionTitle}>
          {feature.title}
        </h2>
        <p>{feature.description}</p>
        <Link to={games.gameHref(feature.gameId)} className={buttonClassName()} preventScrollReset>
          {t("home.gameOfWeek.play")}
          {name ? <VisuallyHidden>{` ${name}`}</VisuallyHidden> : null}
        </Link>
      </div>
    </section>
  );
}
