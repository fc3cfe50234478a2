import { fiveByThreeReels } from "../five-by-three";
import { payLines } from "../paylines";
import { type RandomSource, randomInt } from "../random";
import { finishOutcome, StepRecorder, sumWins, winsOnGrid } from "../step-recorder";
import type {
  HoldAndWinFeature,
  RespinStep,
  SlotCoin,
  SlotGame,
  SlotGameMeta,
  SlotOutcome,
  SlotWin,
} from "../types";

/**
 * "Volcano Coins": a 5×3 line slot whose coins carry values. Six or more coins anywhere start the
 * hold-and-win feature: the coins lock, the other positions respin three times, every new coin locks
 * and resets the respins to three, and at the end every coin pays its value; filling all fifteen
 * positions adds the grand jackpot.
 */

const SYMBOL_IDS = ["wild", "coin", "ruby", "emerald", "sapphire", "ace", "king", "queen", "jack"];
const LABELS = ["Wild", "Coin", "Ruby", "Emerald", "Sapphire", "A", "K", "Q", "J"];
const WILD = 0;
const COIN = 1;
const LEGEND = { W: 0, C: 1, R: 2, E: 3, S: 4, A: 5, K: 6, Q: 7, J: 8 };

/** Reel strips, one character per stop (legend above); a stop names the top row of its window. */
export const HOLD_AND_WIN_REELS = [
  "KWQCCJSJEQJAQERQAJAESAKRKQWJCKCKCWSAC",
  "CAQCQCASEJASKQCWKAQJERSARKJWEKJCJWKQ",
  "QKQEJSJKRAQCWCEJAQRWEJWAKSCSKQCAKAJC",
  "ASQEKSCJRESCAKAJCJKEJKQWQKARWCQACWQJ",
  "CQJAECCKQJARKWSCSREQJKWJAJAKASCQCEWKQ",
];

/** Pays per payline in line bets (stake / 20) for 3, 4 and 5 of a kind, by symbol code. */
export const HOLD_AND_WIN_LINE_PAYS: readonly (readonly number[])[] = [
  [25, 100, 400], // wild
  [0, 0, 0], // coin: never pays on a line
  [20, 80, 300], // ruby
  [15, 50, 200], // emerald
  [10, 40, 150], // sapphire
  [5, 20, 80], // ace
  [5, 15, 60], // king
  [4, 12, 50], // queen
  [3, 10, 40], // jack
];

/** Coin values in thousandths of the stake, with their weights out of the table's total. */
export const HOLD_AND_WIN_COINS: readonly { value: number; weight: number; jackpot?: SlotCoin["jackpot"] }[] =
  [
    { value: 1_000, weight: 356 },
    { value: 2_000, weight: 224 },
    { value: 3_000, weight: 170 },
    { value: 5_000, weight: 130 },
    { value: 10_000, weight: 80 },
    { value: 15_000, weight: 20 },
    { value: 25_000, weight: 12, jackpot: "mini" },
    { value: 50_000, weight: 6, jackpot: "minor" },
    { value: 100_000, weight: 2, jackpot: "major" },
  ];
/** Paid on top of the coins when all fifteen positions hold one. */
export const HOLD_AND_WIN_GRAND = 1_000_000;
/** Coins needed anywhere on the grid to start the feature. */
export const HOLD_AND_WIN_TRIGGER = 6;
/** Respins granted at the start and after every respin that lands a coin. */
export const HOLD_AND_WIN_RESPINS = 3;
/** Each empty position of a respin lands a coin with probability NUM / DEN. */
export const HOLD_AND_WIN_LAND = { num: 1, den: 20 } as const;

const CELLS_ON_GRID = 15;
const REELS = fiveByThreeReels({
  symbolIds: SYMBOL_IDS,
  labels: LABELS,
  reels: HOLD_AND_WIN_REELS,
  legend: LEGEND,
  linePays: HOLD_AND_WIN_LINE_PAYS,
  wild: WILD,
  blocker: COIN,
});
/** Windows of each reel (exported for the exact RTP calculation). */
export const HOLD_AND_WIN_WINDOWS = REELS.windows;
const LENGTHS = REELS.lengths;
const CELLS = REELS.cells;
export const HOLD_AND_WIN_RULES = REELS.rules;
/** coinTable[v] = index into HOLD_AND_WIN_COINS of weighted draw v. */
const COIN_TABLE = Uint8Array.from(
  HOLD_AND_WIN_COINS.flatMap((coin, i) => Array<number>(coin.weight).fill(i)),
);
const COIN_VALUES = Int32Array.from(HOLD_AND_WIN_COINS, (coin) => coin.value);
const MAX_WIN = 2_500_000;

export const holdAndWinMeta: SlotGameMeta = {
  id: "hold-and-win",
  name: "Volcano Coins",
  engineVersion: "1.0.0",
  rtp: 0.96,
  volatility: "high",
  maxWinMultiplier: MAX_WIN,
  ...REELS.meta,
  paytable: [
    ...REELS.paytable,
    {
      symbols: ["coin"],
      label: "Coin values (each coin shows one)",
      per: "anywhere",
      pays: HOLD_AND_WIN_COINS.map((coin) => ({ count: 1, multiplier: coin.value })),
    },
    {
      symbols: ["grand"],
      label: "Grand jackpot: all 15 positions",
      per: "anywhere",
      pays: [{ count: 15, multiplier: HOLD_AND_WIN_GRAND }],
    },
  ],
  rules: [
    "20 fixed paylines; the stake is split evenly across them. Line wins pay left to right from the first reel.",
    "The wild substitutes for every symbol except the coin; three or more wilds on a line pay as wilds.",
    "Every coin shows a value: a multiple of the stake or a Mini, Minor or Major jackpot.",
    "6 or more coins start the feature: the coins lock and the other positions respin 3 times. Each new coin locks and resets the respins to 3.",
    "When the respins run out or all 15 positions hold a coin, every coin pays its value; filling all 15 also pays the Grand jackpot of 1,000 × the stake.",
    "A round pays at most 2,500 × the stake: fifteen Major coins and the Grand.",
  ],
};

// Scratch space of the hot path.
const grid = new Uint8Array(CELLS_ON_GRID);
const stops = new Int32Array(5);
/** The cells showing a coin, in cell order, and the coin drawn for each. */
const coinCells = new Int8Array(CELLS_ON_GRID);
const coinDrawn = new Int8Array(CELLS_ON_GRID);
/** coinIndex[cell] = index into HOLD_AND_WIN_COINS of the coin on that cell, −1 for none (set for the feature). */
const coinIndex = new Int8Array(CELLS_ON_GRID);

/** What `play` collects besides the steps. */
interface Recording {
  steps: StepRecorder;
  feature?: HoldAndWinFeature;
}

function drawCoin(source: RandomSource): number {
  return COIN_TABLE[randomInt(source, COIN_TABLE.length)] as number;
}

function coinOf(cell: number, index: number): SlotCoin {
  const { value, jackpot } = HOLD_AND_WIN_COINS[index] as (typeof HOLD_AND_WIN_COINS)[number];
  const coin: SlotCoin = { reel: Math.floor(cell / 3), row: cell % 3, value };
  if (jackpot) coin.jackpot = jackpot;
  return coin;
}

function playRound(source: RandomSource, recording: Recording | null): number {
  let coins = 0;
  for (let reel = 0; reel < 5; reel++) {
    const stop = randomInt(source, LENGTHS[reel] as number);
    stops[reel] = stop;
    const windows = HOLD_AND_WIN_WINDOWS[reel] as Uint8Array;
    for (let row = 0; row < 3; row++) {
      const symbol = windows[stop * 3 + row] as number;
      grid[reel * 3 + row] = symbol;
      if (symbol === COIN) coinCells[coins++] = reel * 3 + row;
    }
  }
  // Every coin shows its value, drawn in cell order once the reels have stopped.
  for (let i = 0; i < coins; i++) coinDrawn[i] = drawCoin(source);
  const isFeature = coins >= HOLD_AND_WIN_TRIGGER;
  const recorder = recording?.steps ?? null;
  if (isFeature || recorder) {
    coinIndex.fill(-1);
    for (let i = 0; i < coins; i++) coinIndex[coinCells[i] as number] = coinDrawn[i] as number;
  }
  if (recorder) recorder.begin(stops, grid).coins = coinsOnGrid();

  let total = payLines(grid, CELLS, HOLD_AND_WIN_RULES, 1, recorder);
  if (isFeature) total += playFeature(source, coins, recording);
  return Math.min(total, MAX_WIN);
}

/** The line wins of a grid given as symbol ids (`grid[reel][row]`), as the engine pays them: for tests and tools. */
export function holdAndWinLineWins(symbols: readonly (readonly string[])[]): SlotWin[] {
  return winsOnGrid(symbols, SYMBOL_IDS, holdAndWinMeta.grid, (cells, recorder) => {
    payLines(cells, CELLS, HOLD_AND_WIN_RULES, 1, recorder);
  });
}

/** The hold-and-win feature from the coins now in `coinIndex`; returns its pay. */
function playFeature(source: RandomSource, startCoins: number, recording: Recording | null): number {
  const respinSteps: RespinStep[] | null = recording ? [] : null;
  let coins = startCoins;
  let respins = HOLD_AND_WIN_RESPINS;
  while (respins > 0 && coins < CELLS_ON_GRID) {
    const landed: SlotCoin[] | null = respinSteps ? [] : null;
    let hasLanded = false;
    for (let cell = 0; cell < CELLS_ON_GRID; cell++) {
      if (coinIndex[cell] !== -1) continue;
      if (randomInt(source, HOLD_AND_WIN_LAND.den) >= HOLD_AND_WIN_LAND.num) continue;
      const index = drawCoin(source);
      coinIndex[cell] = index;
      landed?.push(coinOf(cell, index));
      coins++;
      hasLanded = true;
    }
    respins = hasLanded ? HOLD_AND_WIN_RESPINS : respins - 1;
    if (respinSteps && landed) respinSteps.push({ landed, respinsLeft: respins });
  }
  let pay = 0;
  for (let cell = 0; cell < CELLS_ON_GRID; cell++) {
    const index = coinIndex[cell] as number;
    if (index >= 0) pay += COIN_VALUES[index] as number;
  }
  const isGrand = coins === CELLS_ON_GRID;
  if (recording && respinSteps) {
    const wins: SlotWin[] = [{ kind: "coins", symbol: "coin", count: coins, multiplier: pay }];
    if (isGrand)
      wins.push({ kind: "jackpot", symbol: "grand", count: coins, multiplier: HOLD_AND_WIN_GRAND });
    recording.feature = { respins: respinSteps, coins: coinsOnGrid(), wins };
  }
  return isGrand ? pay + HOLD_AND_WIN_GRAND : pay;
}

/** The coins now on the grid, in cell order. */
function coinsOnGrid(): SlotCoin[] {
  const coins: SlotCoin[] = [];
  for (let cell = 0; cell < CELLS_ON_GRID; cell++) {
    const index = coinIndex[cell] as number;
    if (index >= 0) coins.push(coinOf(cell, index));
  }
  return coins;
}

export const holdAndWin: SlotGame = {
  meta: holdAndWinMeta,
  play(source: RandomSource): SlotOutcome {
    const recording: Recording = { steps: new StepRecorder(SYMBOL_IDS, 5, 3) };
    const total = playRound(source, recording);
    const base = recording.steps.steps[0];
    if (!base) throw new Error("A round has a base spin");
    const { feature } = recording;
    const uncapped = sumWins(base.wins) + sumWins(feature?.wins ?? []);
    const outcome = finishOutcome(holdAndWinMeta, base, uncapped, feature ? { holdAndWin: feature } : {});
    if (outcome.totalMultiplier !== total) throw new Error("hold-and-win: outcome and total disagree");
    return outcome;
  },
  playTotal: (source) => playRound(source, null),
};
