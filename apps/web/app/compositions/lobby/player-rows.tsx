import { FAVORITES_LIST_TEXTS, useFavorites } from "../../features/favorites";
import { LAST_GAMES_LIST_TEXTS, useLastGames } from "../../features/game-sessions";
import { GameCarousel, useGamesByIds } from "../../features/games-catalogue";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../../lib/session";

/**
 * Whether a row holds its place with a blank tile: its games are known to come (the player's class says
 * the player has some while app init loads, decision 024; or their records are still being looked up).
 */
function isAwaited(ids: readonly number[], games: { games: readonly unknown[]; isPending: boolean }) {
  return ids.length > 0 && games.games.length === 0 && games.isPending;
}

/**
 * The lobby's own rows, where three features meet: the ids of the games the player played last
 * (game-sessions) and of their favourites (favorites), shown as catalogue rows when there are any.
 */
export function PlayerRows() {
  const { t } = useTranslation();
  const { pendingPlayer } = useSession();
  const lastGames = useLastGames();
  const favorites = useFavorites();
  const last = useGamesByIds(lastGames.ids);
  const favorite = useGamesByIds(favorites.ids);
  if (!lastGames.isAvailable && !pendingPlayer) return null;
  return (
    <>
      <GameCarousel
        title={t(LAST_GAMES_LIST_TEXTS.title)}
        games={last.games}
        rowsPerSlide={1}
        seeAllHref="/issues/last-games"
        hasMore={pendingPlayer ? pendingPlayer.hasLastGames : isAwaited(lastGames.ids, last)}
      />
      <GameCarousel
        title={t(FAVORITES_LIST_TEXTS.title)}
        games={favorite.games}
        rowsPerSlide={1}
        seeAllHref="/issues/favorites"
        hasMore={pendingPlayer ? pendingPlayer.hasFavorites : isAwaited(favorites.ids, favorite)}
      />
    </>
  );
}
