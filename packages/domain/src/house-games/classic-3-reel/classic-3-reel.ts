import { type RandomSource, randomInt } from "../random";
import { parseStrip, windowTable } from "../reel-strips";
import { finishOutcome, StepRecorder } from "../step-recorder";
import type { PaytableRow, SlotGame, SlotGameMeta, SlotOutcome } from "../types";

/**
 * "Lucky Sevens": a classic three-reel slot with five paylines. Each reel is a 22-stop physical strip,
 * symbols alternating with blanks, and a weighted virtual reel picks the stop shown on the centre row,
 * as on the electromechanical machines. Pays: three of a kind, any three bars, and cherries from the
 * left.
 */

export const CLASSIC_SYMBOL_IDS = ["blank", "cherry", "bar", "double-bar", "triple-bar", "seven"];
const [BLANK, CHERRY, BAR, DOUBLE_BAR, TRIPLE_BAR, SEVEN] = [0, 1, 2, 3, 4, 5];

/** The physical strip of every reel, top to bottom and wrapping: 7 seven, T/D/B triple/double/single bar, C cherry, _ blank. */
export const CLASSIC_STRIP = parseStrip("7_B_C_D_B_T_C_B_D_B_C_", {
  _: BLANK,
  C: CHERRY,
  B: BAR,
  D: DOUBLE_BAR,
  T: TRIPLE_BAR,
  "7": SEVEN,
});

/**
 * Virtual-reel weight of each physical stop, per reel: 60 virtual stops a reel, so a physical stop
 * lands on the centre row with probability weight / 60. Blanks are weighted alike whatever they
 * neighbour: no engineered near misses.
 */
export const CLASSIC_WEIGHTS: readonly (readonly number[])[] = [
  [1, 3, 5, 2, 1, 3, 3, 2, 5, 3, 2, 2, 1, 3, 5, 2, 3, 3, 5, 2, 1, 3],
  [1, 3, 5, 2, 1, 3, 3, 2, 5, 3, 2, 2, 1, 3, 5, 2, 3, 3, 5, 2, 1, 3],
  [1, 2, 5, 2, 1, 4, 3, 2, 5, 3, 2, 2, 1, 3, 5, 2, 3, 3, 5, 2, 1, 3],
];

/** The five paylines: middle, top, bottom and the two diagonals; `lines[i][reel]` is the row. */
const LINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
const LINE_BET = 1000 / LINES.length; // thousandths of the stake per line bet

/** Pays per line in line bets (stake / 5). */
export const CLASSIC_PAYS = {
  threeSevens: 200,
  threeTripleBars: 100,
  threeDoubleBars: 40,
  threeBars: 20,
  anyThreeBars: 5,
  /** One, two or three cherries from the left reel. */
  cherries: [0, 4, 8, 20],
} as const;

const WINDOWS = windowTable(CLASSIC_STRIP, 3, 1);
/** virtual[reel][v] = the physical stop of virtual stop v. */
const VIRTUAL = CLASSIC_WEIGHTS.map((weights) =>
  Uint8Array.from(weights.flatMap((weight, stop) => Array<number>(weight).fill(stop))),
);
const VIRTUAL_SIZES = VIRTUAL.map((reel) => reel.length);
/** Windows of each reel (the same strip on every reel), for the exact calculation. */
export const CLASSIC_WINDOWS = [WINDOWS, WINDOWS, WINDOWS];

const isBar = (symbol: number) => symbol === BAR || symbol === DOUBLE_BAR || symbol === TRIPLE_BAR;

/** The symbol id and count of the last paying `classicLinePay` (read right after the call). */
export const lastClassicWin = { symbol: "", count: 0 };

/** The pay of one line showing a, b, c from left to right, in thousandths of the stake. */
export function classicLinePay(a: number, b: number, c: number): number {
  if (a === b && b === c) {
    const pay =
      a === SEVEN
        ? CLASSIC_PAYS.threeSevens
        : a === TRIPLE_BAR
          ? CLASSIC_PAYS.threeTripleBars
          : a === DOUBLE_BAR
            ? CLASSIC_PAYS.threeDoubleBars
            : a === BAR
              ? CLASSIC_PAYS.threeBars
              : a === CHERRY
                ? CLASSIC_PAYS.cherries[3]
                : 0;
    lastClassicWin.symbol = CLASSIC_SYMBOL_IDS[a] as string;
    lastClassicWin.count = 3;
    return pay * LINE_BET;
  }
  if (isBar(a) && isBar(b) && isBar(c)) {
    lastClassicWin.symbol = "any-bar";
    lastClassicWin.count = 3;
    return CLASSIC_PAYS.anyThreeBars * LINE_BET;
  }
  if (a !== CHERRY) return 0;
  const count = b === CHERRY ? 2 : 1;
  lastClassicWin.symbol = "cherry";
  lastClassicWin.count = count;
  return CLASSIC_PAYS.cherries[count] * LINE_BET;
}

/** The maximum a round pays (found by enumerating every stop combination; checked by the tests). */
const MAX_WIN = 44_800;

export const classic3ReelMeta: SlotGameMeta = {
  id: "classic-3-reel",
  name: "Lucky Sevens",
  engineVersion: "1.0.0",
  rtp: 0.959,
  volatility: "low",
  maxWinMultiplier: MAX_WIN,
  exactStakeMultiple: 5, // line bet = stake / 5
  grid: { reels: 3, rows: 3 },
  reelStrips: [0, 1, 2].map(() => CLASSIC_STRIP.map((code) => CLASSIC_SYMBOL_IDS[code] as string)),
  stopRow: 1,
  lines: LINES,
  paytable: [
    ...(
      [
        ["seven", "Three sevens", CLASSIC_PAYS.threeSevens],
        ["triple-bar", "Three triple bars", CLASSIC_PAYS.threeTripleBars],
        ["double-bar", "Three double bars", CLASSIC_PAYS.threeDoubleBars],
        ["bar", "Three bars", CLASSIC_PAYS.threeBars],
        ["any-bar", "Any three bars", CLASSIC_PAYS.anyThreeBars],
      ] as const
    ).map(
      ([symbol, label, pay]): PaytableRow => ({
        symbols: [symbol],
        label,
        per: "line",
        pays: [{ count: 3, multiplier: pay * LINE_BET }],
      }),
    ),
    {
      symbols: ["cherry"],
      label: "Cherries from the left",
      per: "line",
      pays: [1, 2, 3].map((count) => ({
        count,
        multiplier: (CLASSIC_PAYS.cherries[count] as number) * LINE_BET,
      })),
    },
  ],
  rules: [
    "5 paylines: the three rows and the two diagonals; the stake is split evenly across them.",
    "Three of a kind pay on a line; any mix of three bars pays the any-bar prize.",
    "Cherries pay from the left reel: one, two or three in a row.",
    "Only the highest win on each payline is paid; wins on different paylines add up.",
  ],
};

// Scratch space of the hot path.
const grid = new Uint8Array(9);
const stops = new Int32Array(3);

function playRound(source: RandomSource, recorder: StepRecorder | null): number {
  for (let reel = 0; reel < 3; reel++) {
    const virtual = VIRTUAL[reel] as Uint8Array;
    const stop = virtual[randomInt(source, VIRTUAL_SIZES[reel] as number)] as number;
    stops[reel] = stop;
    grid[reel * 3] = WINDOWS[stop * 3] as number;
    grid[reel * 3 + 1] = WINDOWS[stop * 3 + 1] as number;
    grid[reel * 3 + 2] = WINDOWS[stop * 3 + 2] as number;
  }
  recorder?.begin(stops, grid);
  return payGrid(grid, recorder);
}

/** Pays of a 3×3 grid (cell = reel × 3 + row) over the five lines. */
export function payGrid(cells: Uint8Array, recorder: StepRecorder | null): number {
  let total = 0;
  for (let line = 0; line < 5; line++) {
    const rows = LINES[line] as number[];
    const pay = classicLinePay(
      cells[rows[0] as number] as number,
      cells[3 + (rows[1] as number)] as number,
      cells[6 + (rows[2] as number)] as number,
    );
    if (pay > 0) {
      total += pay;
      recorder?.win("line", lastClassicWin.symbol, lastClassicWin.count, pay, line);
    }
  }
  return total;
}

export const classic3Reel: SlotGame = {
  meta: classic3ReelMeta,
  play(source: RandomSource): SlotOutcome {
    const recorder = new StepRecorder(CLASSIC_SYMBOL_IDS, 3, 3);
    const total = playRound(source, recorder);
    const base = recorder.steps[0];
    if (!base) throw new Error("A round has a spin");
    return finishOutcome(classic3ReelMeta, base, total, {});
  },
  playTotal: (source) => playRound(source, null),
};
