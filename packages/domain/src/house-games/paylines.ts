import type { StepRecorder } from "./step-recorder";

/**
 * Paylines of the 5×3 games and their left-to-right evaluation with a substituting wild. Grids are
 * flat arrays of symbol codes, cell = reel × 3 + row, so the hot path allocates nothing.
 */

/** The 20 paylines of the 5×3 games: `FIVE_BY_THREE_LINES[i][reel]` is the row crossed on that reel. */
export const FIVE_BY_THREE_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** The grid cells each line crosses, line-major: cells[line × reels + reel]. */
export function lineCells(lines: readonly (readonly number[])[], rows: number): Int32Array {
  const reels = lines[0]?.length ?? 0;
  const cells = new Int32Array(lines.length * reels);
  lines.forEach((line, i) => {
    line.forEach((row, reel) => {
      cells[i * reels + reel] = reel * rows + row;
    });
  });
  return cells;
}

/** Pays of a line game: `pays[symbol × 6 + count]` in thousandths of the stake (0 = no pay). */
export interface LineRules {
  pays: Int32Array;
  /** The wild's code: it stands in for any line symbol and pays on its own from reel 1. */
  wild: number;
  /** `isBlocker[code]` = 1 for symbols that never pay on a line and stop it (scatter, coin). */
  isBlocker: Uint8Array;
}

/** Builds the pay table of `LineRules` from pays per symbol code ([3 of a kind, 4, 5]). */
export function linePays(paysByCode: readonly (readonly number[])[]): Int32Array {
  const pays = new Int32Array(paysByCode.length * 6);
  paysByCode.forEach((byCount, code) => {
    byCount.forEach((pay, i) => {
      pays[code * 6 + 3 + i] = pay;
    });
  });
  return pays;
}

/** The symbol and count of the last `evaluateLine` that paid (read right after the call). */
export const lastLineWin = { symbol: 0, count: 0 };

/**
 * The pay of one 5-reel line: the run from reel 1 of one symbol with wilds standing in, or the run of
 * leading wilds paid as wilds, whichever pays more (the symbol on a tie). A blocker ends the run.
 */
export function evaluateLine(grid: Uint8Array, cells: Int32Array, offset: number, rules: LineRules): number {
  const { pays, wild, isBlocker } = rules;
  let target = -1;
  let count = 0;
  let wildRun = 0;
  for (let reel = 0; reel < 5; reel++) {
    const symbol = grid[cells[offset + reel] as number] as number;
    if (symbol === wild) {
      if (count === wildRun) wildRun++;
      count++;
      continue;
    }
    if (target === -1) {
      if (isBlocker[symbol] === 1) break;
      target = symbol;
      count++;
      continue;
    }
    if (symbol !== target) break;
    count++;
  }
  const symbolPay = target === -1 ? 0 : (pays[target * 6 + count] as number);
  const wildPay = pays[wild * 6 + wildRun] as number;
  if (symbolPay >= wildPay) {
    lastLineWin.symbol = target;
    lastLineWin.count = count;
    return symbolPay;
  }
  lastLineWin.symbol = wild;
  lastLineWin.count = wildRun;
  return wildPay;
}

/**
 * The pays of every line of a grid, each multiplied by `multiplier`, recorded as line wins when a
 * recorder is given. Most lines break on the second reel (every pay needs three in a row), so those are
 * answered here without the full evaluation: this is the hot path of the 5×3 games.
 */
export function payLines(
  grid: Uint8Array,
  cells: Int32Array,
  rules: LineRules,
  multiplier: number,
  recorder: StepRecorder | null,
): number {
  const wild = rules.wild;
  const lines = cells.length / 5;
  let total = 0;
  for (let line = 0, offset = 0; line < lines; line++, offset += 5) {
    const first = grid[cells[offset] as number] as number;
    const second = grid[cells[offset + 1] as number] as number;
    if (first !== second && first !== wild && second !== wild) continue;
    const pay = evaluateLine(grid, cells, offset, rules);
    if (pay > 0) {
      total += pay * multiplier;
      recorder?.win("line", lastLineWin.symbol, lastLineWin.count, pay * multiplier, line);
    }
  }
  return total;
}
