import { fiveByThreeReels } from "../five-by-three";
import { payLines } from "../paylines";
import { type RandomSource, randomInt } from "../random";
import { finishOutcome, StepRecorder, sumWins, winsOnGrid } from "../step-recorder";
import type { FreeSpinStep, SlotGame, SlotGameMeta, SlotOutcome, SlotWin } from "../types";

/**
 * "Emerald Temple": a 5×3 video slot with 20 fixed paylines, a wild that substitutes and pays on its
 * own, and scatters that pay anywhere and trigger free spins at ×3, retriggerable up to a cap. A round
 * plays every free spin it wins, so the wallet sees one bet and one win.
 */

const SYMBOL_IDS = [
  "wild",
  "scatter",
  "idol",
  "mask",
  "jade",
  "scarab",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
];
const LABELS = ["Wild", "Scatter", "Golden idol", "Mask", "Jade", "Scarab", "A", "K", "Q", "J", "10"];
const WILD = 0;
const SCATTER = 1;
const LEGEND = { W: 0, S: 1, I: 2, M: 3, D: 4, B: 5, A: 6, K: 7, Q: 8, J: 9, T: 10 };

/** Reel strips, one character per stop (legend above); a stop names the top row of its window. */
export const VIDEO_5X3_REELS = [
  "QKBATJWDIKAMJQTWDWIAKJTBMKSTJMQATQBJD",
  "QJIATKQJMBDQTJTWBIKMSTJWDADTAKMWAQJKB",
  "TMDBJDJQAKWQIJAKASBTKISTKMQWTJBTADMWQ",
  "WTJAJKAQDWQAMKBATJQMJKIBTISJDBDMTKQWT",
  "SJTADMIQJTKDKWAMBDBJTQWTKTAQKAIJMBWQJ",
];

/** Pays per payline in line bets (stake / 20) for 3, 4 and 5 of a kind, by symbol code. */
export const VIDEO_5X3_LINE_PAYS: readonly (readonly number[])[] = [
  [50, 250, 1000], // wild
  [0, 0, 0], // scatter pays anywhere, below
  [25, 100, 500], // idol
  [20, 75, 250], // mask
  [15, 50, 200], // jade
  [10, 35, 150], // scarab
  [8, 25, 100], // ace
  [6, 20, 80], // king
  [5, 15, 60], // queen
  [5, 14, 50], // jack
  [4, 10, 40], // ten
];

/** Scatter pays anywhere, in thousandths of the stake, by number of scatters. */
export const VIDEO_5X3_SCATTER_PAYS = [0, 0, 0, 2_000, 10_000, 50_000];
/** Free spins awarded by number of scatters, on a trigger and on a retrigger alike. */
export const VIDEO_5X3_FREE_SPINS = [0, 0, 0, 10, 15, 20];
export const VIDEO_5X3_FREE_SPIN_MULTIPLIER = 3;
/** At most this many free spins in one round, retriggers included. */
export const VIDEO_5X3_MAX_FREE_SPINS = 50;

const REELS = fiveByThreeReels({
  symbolIds: SYMBOL_IDS,
  labels: LABELS,
  reels: VIDEO_5X3_REELS,
  legend: LEGEND,
  linePays: VIDEO_5X3_LINE_PAYS,
  wild: WILD,
  blocker: SCATTER,
});
/** Windows of each reel (exported for the exact RTP calculation). */
export const VIDEO_5X3_WINDOWS = REELS.windows;
const LENGTHS = REELS.lengths;
const CELLS = REELS.cells;
export const VIDEO_5X3_RULES = REELS.rules;

export const video5x3Meta: SlotGameMeta = {
  id: "video-5x3",
  name: "Emerald Temple",
  engineVersion: "1.0.0",
  rtp: 0.96,
  volatility: "medium",
  maxWinMultiplier: 5_000_000,
  ...REELS.meta,
  paytable: [
    ...REELS.paytable,
    {
      symbols: ["scatter"],
      label: "Scatter",
      per: "anywhere",
      pays: [3, 4, 5].map((count) => ({ count, multiplier: VIDEO_5X3_SCATTER_PAYS[count] as number })),
    },
  ],
  rules: [
    "20 fixed paylines; the stake is split evenly across them. Line wins pay left to right from the first reel.",
    "Only the highest win on each payline is paid; wins on different paylines add up.",
    "The wild substitutes for every symbol except the scatter, and three or more wilds on a line pay as wilds.",
    "Scatters pay anywhere on the reels, multiplied by the stake.",
    "3, 4 or 5 scatters award 10, 15 or 20 free spins, played at once with every win ×3. Scatters during free spins award more, up to 50 free spins per round.",
    "A round pays at most 5,000 × the stake; the round ends once that is reached.",
  ],
};

// Scratch space of the hot path: one grid and one set of stops, reused by every spin.
const grid = new Uint8Array(15);
const stops = new Int32Array(5);

/** Spins the five reels into `grid`; returns the number of scatters shown. */
function spinReels(source: RandomSource): number {
  let scatters = 0;
  for (let reel = 0; reel < 5; reel++) {
    const stop = randomInt(source, LENGTHS[reel] as number);
    stops[reel] = stop;
    const windows = VIDEO_5X3_WINDOWS[reel] as Uint8Array;
    for (let row = 0; row < 3; row++) {
      const symbol = windows[stop * 3 + row] as number;
      grid[reel * 3 + row] = symbol;
      if (symbol === SCATTER) scatters++;
    }
  }
  return scatters;
}

/** Pays of a grid: every line, then the scatters; everything multiplied by `multiplier`. */
function payGrid(
  cells: Uint8Array,
  scatters: number,
  multiplier: number,
  recorder: StepRecorder | null,
): number {
  let total = payLines(cells, CELLS, VIDEO_5X3_RULES, multiplier, recorder);
  const scatterPay = (VIDEO_5X3_SCATTER_PAYS[scatters] ?? 0) * multiplier;
  if (scatterPay > 0) {
    total += scatterPay;
    recorder?.win("scatter", SCATTER, scatters, scatterPay);
  }
  return total;
}

function playRound(source: RandomSource, recorder: StepRecorder | null): number {
  const cap = video5x3Meta.maxWinMultiplier;
  const scatters = spinReels(source);
  const base = recorder?.begin(stops, grid);
  let total = payGrid(grid, scatters, 1, recorder);
  let awarded = VIDEO_5X3_FREE_SPINS[scatters] ?? 0;
  if (base && awarded > 0) base.freeSpinsAwarded = awarded;
  // Every awarded free spin is played inside this round; the round ends early only at the maximum win.
  for (let played = 0; played < awarded && total < cap; played++) {
    const more = spinReels(source);
    const step: FreeSpinStep | undefined = recorder
      ? Object.assign(recorder.begin(stops, grid), {
          index: played + 1,
          multiplier: VIDEO_5X3_FREE_SPIN_MULTIPLIER,
        })
      : undefined;
    total += payGrid(grid, more, VIDEO_5X3_FREE_SPIN_MULTIPLIER, recorder);
    const added = Math.min(VIDEO_5X3_FREE_SPINS[more] ?? 0, VIDEO_5X3_MAX_FREE_SPINS - awarded);
    if (added > 0) {
      awarded += added;
      if (step) step.freeSpinsAwarded = added;
    }
  }
  return Math.min(total, cap);
}

/** The wins of a grid given as symbol ids (`grid[reel][row]`), as the engine pays them: for tests and tools. */
export function video5x3GridWins(symbols: readonly (readonly string[])[], multiplier = 1): SlotWin[] {
  return winsOnGrid(symbols, SYMBOL_IDS, video5x3Meta.grid, (cells, recorder) =>
    payGrid(cells, cells.filter((code) => code === SCATTER).length, multiplier, recorder),
  );
}

export const video5x3: SlotGame = {
  meta: video5x3Meta,
  play(source: RandomSource): SlotOutcome {
    const recorder = new StepRecorder(SYMBOL_IDS, 5, 3);
    const total = playRound(source, recorder);
    const [base, ...free] = recorder.steps;
    if (!base) throw new Error("A round has a base spin");
    const freeSpins = free as FreeSpinStep[];
    const uncapped = recorder.steps.reduce((sum, step) => sum + sumWins(step.wins), 0);
    const outcome = finishOutcome(video5x3Meta, base, uncapped, freeSpins.length > 0 ? { freeSpins } : {});
    if (outcome.totalMultiplier !== total) throw new Error("video-5x3: outcome and total disagree");
    return outcome;
  },
  playTotal: (source) => playRound(source, null),
};
