import type { SlotCoin, SlotGameMeta, SlotWin } from "@casino/domain";

/** A grid position as a key: `reel:row`. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The positions that made the scene's wins: a line win's symbols from the left reel along its line,
 * scatters wherever they are, every coin for the hold-and-win pays.
 */
export function winningCells(
  wins: readonly SlotWin[],
  grid: readonly (readonly string[])[],
  coins: readonly SlotCoin[],
  meta: Pick<SlotGameMeta, "lines">,
): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    if (win.kind === "line" && win.line !== undefined) {
      const line = meta.lines[win.line];
      if (!line) continue;
      for (let reel = 0; reel < win.count && reel < line.length; reel += 1) {
        cells.add(cellKey(reel, line[reel] ?? 0));
      }
    } else if (win.kind === "scatter") {
      grid.forEach((column, reel) => {
        column.forEach((symbol, row) => {
          if (symbol === win.symbol) cells.add(cellKey(reel, row));
        });
      });
    } else {
      for (const coin of coins) cells.add(cellKey(coin.reel, coin.row));
    }
  }
  return cells;
}

/** The paylines among the wins (indexes into `meta.lines`), each once. */
export function winningLines(wins: readonly SlotWin[]): number[] {
  const lines = wins.flatMap((win) => (win.kind === "line" && win.line !== undefined ? [win.line] : []));
  return [...new Set(lines)];
}
