import { buttonClassName } from "@casino/ui";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AppLink } from "../../../lib/prefetch";
import { useSession } from "../../../lib/session";
import { useGamesByIds } from "../hooks/use-catalogue";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { GameGrid } from "./game-grid";

/** `/issues/last-games`: the games the player opened last (app init's `lastGames`), newest first. */
export function LastGamesPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { player } = useSession();
  const { games, isPending, isError, refetch, catalogue } = useGamesByIds(player?.lastGames ?? []);
  return (
    <section className={styles.page} aria-labelledby="last-games-title">
      <h1 id="last-games-title" className={styles.title}>
        {t("games.lastGames.title")}
      </h1>
      {!player ? (
        <div className={styles.notice}>
          <p>{t("games.lastGames.guest")}</p>
          <AppLink to={`/signup/${search}`} className={buttonClassName()}>
            {t("games.favorites.signUp")}
          </AppLink>
        </div>
      ) : isPending ? (
        <GamesPlaceholder count={4} />
      ) : isError && !catalogue ? (
        <GamesLoadError onRetry={refetch} />
      ) : games.length > 0 ? (
        <GameGrid games={games} label={t("games.lastGames.title")} />
      ) : (
        <div className={styles.notice}>
          <p>{t("games.lastGames.empty")}</p>
          <AppLink to="/library" className={buttonClassName({ variant: "secondary" })}>
            {t("games.library.browseAll")}
          </AppLink>
        </div>
      )}
    </section>
  );
}
