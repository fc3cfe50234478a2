import { useMemo } from "react";
import { useGamePool } from "../hooks/use-catalogue";
import { leadingGames } from "../model/row-preview";
import { GameCarousel, type GameCarouselProps } from "./game-carousel";

export interface GameRowProps extends Omit<GameCarouselProps, "games" | "hasMore" | "onNeedMore"> {
  /** Every game of the row, in order; the tiles the page has are drawn, the rest load on demand. */
  ids: readonly number[];
}

/**
 * A home or lobby row that starts with the tiles the server render carried (none for rows further
 * down) and loads the rest of the catalogue when the row is scrolled to its end, its next arrow
 * pressed, or an empty row comes near the screen (issue #10).
 */
export function GameRow({ ids, ...carousel }: GameRowProps) {
  const { gamesById, isComplete, loadAll } = useGamePool();
  const games = useMemo(() => leadingGames(gamesById, ids, isComplete), [gamesById, ids, isComplete]);
  const hasMore = !isComplete && games.length < ids.length;
  return (
    <GameCarousel {...carousel} games={games} count={ids.length} hasMore={hasMore} onNeedMore={loadAll} />
  );
}
