import { useMemo } from "react";
import { GameCard, GameCarousel, gamesOf, useCatalogue, useGameHref } from "../../features/games-catalogue";
import { HomeContent, type HomeGames } from "../../features/home";

/** The home payload's sections with the catalogue's games in them: where the two features meet. */
export function LobbyContent() {
  const { catalogue } = useCatalogue();
  const gameHref = useGameHref();
  const games = useMemo<HomeGames>(
    () => ({
      renderCollection: (collection, position) => (
        <GameCarousel
          title={collection.title}
          games={catalogue ? gamesOf(catalogue, collection.gameIds) : []}
          rowsPerSlide={collection.rowsPerSlide}
          seeAllHref={`/issues/${collection.slug}`}
          isEager={position === 0}
        />
      ),
      renderGame: (gameId) => {
        const game = catalogue?.gamesById[gameId];
        return game ? <GameCard game={game} /> : null;
      },
      gameName: (gameId) => catalogue?.gamesById[gameId]?.name,
      gameHref,
    }),
    [catalogue, gameHref],
  );
  return <HomeContent games={games} />;
}
