import type { Game } from "@casino/contracts";

/**
 * Columns of a row the first document carries (issue #10: a light first page): a phone shows three
 * and a bit, so the fourth is what a first swipe reveals while the rest loads.
 */
export const PREVIEW_COLUMNS = 4;

/**
 * Rows of a page that its first document draws tiles for; the rows below start empty and load their
 * games when they come near the screen.
 */
export const PREVIEW_ROWS = 3;

/** The ids of a row that its first document draws: `PREVIEW_COLUMNS` columns of its rows per slide. */
export function rowPreviewIds(ids: readonly number[], rowsPerSlide: number): number[] {
  return ids.slice(0, Math.max(1, rowsPerSlide) * PREVIEW_COLUMNS);
}

/** The ids the first document of a page of rows draws: the first columns of its first rows. */
export function pagePreviewIds(rows: readonly { gameIds: readonly number[]; rowsPerSlide: number }[]) {
  return rows.slice(0, PREVIEW_ROWS).flatMap((row) => rowPreviewIds(row.gameIds, row.rowsPerSlide));
}

/**
 * The games of a row that can be drawn now, in order: with the whole catalogue every known one (unknown
 * or restricted ids are left out), else the leading run the preview holds, so a later tile never
 * shows before the ones ahead of it.
 */
export function leadingGames(
  gamesById: Record<string, Game>,
  ids: readonly number[],
  isComplete: boolean,
): Game[] {
  const games: Game[] = [];
  for (const id of ids) {
    const game = gamesById[id];
    if (game) games.push(game);
    else if (!isComplete) break;
  }
  return games;
}
