import { buttonClassName } from "@casino/ui";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AppLink } from "../../../lib/prefetch";
import { useGamesByIds } from "../hooks/use-catalogue";
import { useFavorites } from "../hooks/use-favorites";
import styles from "./catalogue-pages.module.css";
import { GamesLoadError, GamesPlaceholder } from "./catalogue-status";
import { GameGrid } from "./game-grid";

/** `/issues/favorites` (spec §2): the player's favourite games; guests are invited to sign up. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const favorites = useFavorites();
  const { games, isPending, isError, refetch, catalogue } = useGamesByIds(favorites.ids);
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        {t("games.favorites.title")}
      </h1>
      {!favorites.isAvailable ? (
        <div className={styles.notice}>
          <p>{t("games.favorites.guest")}</p>
          <AppLink to={`/signup/${search}`} className={buttonClassName()}>
            {t("games.favorites.signUp")}
          </AppLink>
        </div>
      ) : isPending ? (
        <GamesPlaceholder count={4} />
      ) : isError && !catalogue ? (
        <GamesLoadError onRetry={refetch} />
      ) : games.length > 0 ? (
        <GameGrid games={games} label={t("games.favorites.title")} />
      ) : (
        <div className={styles.notice}>
          <p>{t("games.favorites.empty")}</p>
          <AppLink to="/library" className={buttonClassName({ variant: "secondary" })}>
            {t("games.library.browseAll")}
          </AppLink>
        </div>
      )}
    </section>
  );
}
