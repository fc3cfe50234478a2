import { useMemo } from "react";
import { GameCard, GameRow, useGameHref, useGamePool } from "../../features/games-catalogue";
import { HomeContent, type HomeGames } from "../../features/home";

/**
 * The home payload's sections with the catalogue's games in them: where the two features meet. The
 * rows start with the tiles the server render carried and load the rest of the catalogue on demand.
 */
export function LobbyContent() {
  const { gamesById } = useGamePool();
  const gameHref = useGameHref();
  const games = useMemo<HomeGames>(
    () => ({
      renderCollection: (collection, position) => (
        <GameRow
          title={collection.title}
          ids={collection.gameIds}
          rowsPerSlide={collection.rowsPerSlide}
          seeAllHref={`/issues/${collection.slug}`}
          isEager={position === 0}
          isLcp={position === 0}
        />
      ),
      renderGame: (gameId) => {
        const game = gamesById[gameId];
        return game ? <GameCard game={game} /> : null;
      },
      gameName: (gameId) => gamesById[gameId]?.name,
      gameHref,
    }),
    [gamesById, gameHref],
  );
  return <HomeContent games={games} />;
}
