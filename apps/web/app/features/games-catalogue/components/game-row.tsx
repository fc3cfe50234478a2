import { useEffect, useMemo } from "react";
import { useGamePool } from "../hooks/use-catalogue";
import { leadingGames } from "../model/row-preview";
import { GameCarousel, type GameCarouselProps } from "./game-carousel";

export interface GameRowProps extends Omit<GameCarouselProps, "games" | "hasMore" | "onNeedMore"> {
  /** Every game of the row, in order; the tiles the page has are drawn, the rest load on demand. */
  ids: readonly number[];
}

/**
 * A home or lobby row that starts with the tiles the server render carried and loads the rest of the
 * catalogue when the row is scrolled towards its end or its next arrow pressed (issue #10).
 */
export function GameRow({ ids, ...carousel }: GameRowProps) {
  const { gamesById, isComplete, isPending, loadAll } = useGamePool();
  const games = useMemo(() => leadingGames(gamesById, ids, isComplete), [gamesById, ids, isComplete]);
  const hasMore = !isComplete && games.length < ids.length;
  // A row the preview did not cover at all has nothing to scroll: ask for its games at once.
  const isUncovered = games.length === 0 && hasMore && !isPending;
  useEffect(() => {
    if (isUncovered) loadAll();
  }, [isUncovered, loadAll]);
  return <GameCarousel {...carousel} games={games} hasMore={hasMore} onNeedMore={loadAll} />;
}
