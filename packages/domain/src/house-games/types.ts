import type { RandomSource } from "./random";

/** The engines the built-in provider ships. */
export type SlotGameId = "classic-3-reel" | "video-5x3" | "hold-and-win";

/** How spread out the results are: the standard deviation of a round's multiplier, in stakes. */
export type Volatility = "low" | "medium" | "high";

/** Multipliers (`multiplier`, `totalMultiplier`, `maxWinMultiplier`) are thousandths of the stake. */
export interface SlotWin {
  /** `line`: a payline; `scatter`: symbols anywhere; `coins`/`jackpot`: the hold-and-win feature. */
  kind: "line" | "scatter" | "coins" | "jackpot";
  /** Index into the game's `lines` (0-based), for line wins. */
  line?: number;
  /** The paying symbol id (`any-bar` for the classic mixed-bar pay, `grand` for the full-grid jackpot). */
  symbol: string;
  /** Symbols that made the win: from the leftmost reel for line wins, anywhere for the others. */
  count: number;
  /** The win in thousandths of the stake, feature multipliers included. */
  multiplier: number;
}

/** A coin of the hold-and-win game, carrying its value. */
export interface SlotCoin {
  reel: number;
  row: number;
  /** Thousandths of the stake. */
  value: number;
  /** Set on the fixed jackpot coins. */
  jackpot?: "mini" | "minor" | "major";
}

/** One spin of the reels: what the player sees and what it paid. */
export interface SlotStep {
  /** The stop of each reel (the game's README says which row it names). */
  stops: number[];
  /** Symbol ids, `grid[reel][row]`, row 0 at the top. */
  grid: string[][];
  wins: SlotWin[];
  /** Free spins this step awarded (trigger or retrigger), when it awarded any. */
  freeSpinsAwarded?: number;
  /** Hold-and-win: the coins on the grid with their values. */
  coins?: SlotCoin[];
}

export interface FreeSpinStep extends SlotStep {
  /** 1-based position of this free spin in the round. */
  index: number;
  /** The free-spin multiplier, already included in every win of this step. */
  multiplier: number;
}

/** One respin of the hold-and-win feature. */
export interface RespinStep {
  /** Coins that landed on empty positions in this respin. */
  landed: SlotCoin[];
  /** Respins left after this one (back to the full count when a coin landed). */
  respinsLeft: number;
}

export interface HoldAndWinFeature {
  respins: RespinStep[];
  /** Every coin on the grid when the feature ended. */
  coins: SlotCoin[];
  /** The coin total, and the grand jackpot when the grid was filled. */
  wins: SlotWin[];
}

/** The complete result of one round: one bet, one total win. */
export interface SlotOutcome extends SlotStep {
  gameId: SlotGameId;
  engineVersion: string;
  /** Every free spin the round played, in order. */
  freeSpins?: FreeSpinStep[];
  holdAndWin?: HoldAndWinFeature;
  /** The round's win in thousandths of the stake: the sum of every win, capped at `maxWinMultiplier`. */
  totalMultiplier: number;
  isWin: boolean;
  /** The sum of the wins reached the game's maximum win and was cut to it. */
  isCapped: boolean;
}

export interface PaytableRow {
  /** Symbol ids shown on this row (`any-bar` stands for any mix of bars). */
  symbols: string[];
  label: string;
  /** What `count` symbols pay, in thousandths of the stake. */
  pays: { count: number; multiplier: number }[];
  /** What the pay is counted on: one payline, or symbols anywhere on the grid. */
  per: "line" | "anywhere";
}

export interface SlotGameMeta {
  id: SlotGameId;
  name: string;
  /** Changes whenever the maths change; a round replays only on its own engine version. */
  engineVersion: string;
  /** Declared return to player, 4 decimals (0.9600 = 96 %), checked by exact calculation and simulation. */
  rtp: number;
  volatility: Volatility;
  /** The most a round can pay, in thousandths of the stake. */
  maxWinMultiplier: number;
  /**
   * Every win is a whole number of minor units for a stake that is a multiple of this many minor units
   * (every multiplier is a multiple of 1000 / exactStakeMultiple); other stakes lose the fraction that
   * `payoutFor` rounds down, so offer stake steps that are multiples of it.
   */
  exactStakeMultiple: number;
  grid: { reels: number; rows: number };
  /**
   * The reel strips as symbol ids, for animating the spin: a reel stopped at `stop` shows
   * `reelStrips[reel][(stop − stopRow + row) mod length]` on each row.
   */
  reelStrips: string[][];
  /** The row a reel stop names: 0 for the top row, 1 for the centre row. */
  stopRow: number;
  /** Paylines: `lines[i][reel]` is the row the line crosses on that reel. */
  lines: readonly (readonly number[])[];
  paytable: PaytableRow[];
  /** Plain-language rules for the help screen. */
  rules: string[];
}

/** A slot engine: pure, deterministic given its random source, blind to the stake. */
export interface SlotGame {
  readonly meta: SlotGameMeta;
  /** Plays one full round (free spins and features included). */
  play(source: RandomSource): SlotOutcome;
  /** The same round's total multiplier, drawing exactly what `play` draws, without building the outcome. */
  playTotal(source: RandomSource): number;
}

/**
 * The volatility class of a game from the standard deviation of its round win, in stakes: below 2.5
 * is low, below 5 medium, from 5 up high.
 */
export function volatilityOf(standardDeviation: number): Volatility {
  if (standardDeviation < 2.5) return "low";
  return standardDeviation < 5 ? "medium" : "high";
}
