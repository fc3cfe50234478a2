import { FAVORITES_LIST_TEXTS, useFavorites } from "../../features/favorites";
import { LAST_GAMES_LIST_TEXTS, useLastGames } from "../../features/game-sessions";
import { GameCarousel, useGamesByIds } from "../../features/games-catalogue";
import { useTranslation } from "../../lib/i18n";

/**
 * The lobby's own rows, where three features meet: the ids of the games the player played last
 * (game-sessions) and of their favourites (favorites), shown as catalogue rows when there are any.
 */
export function PlayerRows() {
  const { t } = useTranslation();
  const lastGames = useLastGames();
  const favorites = useFavorites();
  const last = useGamesByIds(lastGames.ids);
  const favorite = useGamesByIds(favorites.ids);
  if (!lastGames.isAvailable) return null;
  return (
    <>
      <GameCarousel
        title={t(LAST_GAMES_LIST_TEXTS.title)}
        games={last.games}
        rowsPerSlide={1}
        seeAllHref="/issues/last-games"
      />
      <GameCarousel
        title={t(FAVORITES_LIST_TEXTS.title)}
        games={favorite.games}
        rowsPerSlide={1}
        seeAllHref="/issues/favorites"
      />
    </>
  );
}
