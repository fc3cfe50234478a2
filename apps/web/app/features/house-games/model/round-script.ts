import type { SlotCoin, SlotOutcome, SlotWin } from "@casino/domain";

/** Respins the hold-and-win feature starts with (and returns to whenever a coin lands). */
export const HOLD_AND_WIN_RESPINS = 3;

export type SceneKind = "base" | "free-spins-start" | "free" | "respins-start" | "respin" | "feature-win";

/**
 * One picture of a round as the player watches it: the base spin, each free spin, each respin of the
 * hold-and-win feature. A round's scenes end on the round's total win, so the animation always lands
 * on what the wallet paid.
 */
export interface Scene {
  kind: SceneKind;
  /** Symbol ids, `grid[reel][row]`; an empty string is an empty position of the hold-and-win grid. */
  grid: string[][];
  /** The reels spin into this scene and stop here; null when the picture changes without a spin. */
  stops: number[] | null;
  /** Wins to highlight in this scene. */
  wins: SlotWin[];
  /** Coins on the grid, with their values. */
  coins: SlotCoin[];
  /** Coins that landed in this respin (they appear with an effect). */
  landed: SlotCoin[];
  /** The hold-and-win grid: coins held, the other positions respin one by one. */
  isHold: boolean;
  /** The free-spin counter: this spin's number, the spins awarded so far, the spins' multiplier. */
  freeSpin?: { index: number; total: number; multiplier: number };
  /** Free spins this scene awarded. */
  awarded?: number;
  /** Respins left after this scene (hold-and-win). */
  respinsLeft?: number;
  /** The round's win so far, in thousandths of the stake. */
  won: number;
}

const sum = (wins: readonly SlotWin[]) => wins.reduce((total, win) => total + win.multiplier, 0);

/** The grid of the hold-and-win feature: the coins and nothing else. */
export function holdGrid(reels: number, rows: number, coins: readonly SlotCoin[]): string[][] {
  const grid = Array.from({ length: reels }, () => Array.from({ length: rows }, () => ""));
  for (const coin of coins) {
    const reel = grid[coin.reel];
    if (reel && coin.row < rows) reel[coin.row] = "coin";
  }
  return grid;
}

/** The scenes of a round, in the order they play. The last one's `won` is the round's total. */
export function roundScenes(outcome: SlotOutcome): Scene[] {
  const total = outcome.totalMultiplier;
  const reels = outcome.grid.length;
  const rows = outcome.grid[0]?.length ?? 0;
  // Wins add up scene by scene; the cap (a round pays at most its game's maximum) applies to the sum.
  let won = Math.min(total, sum(outcome.wins));
  const scenes: Scene[] = [
    {
      kind: "base",
      grid: outcome.grid,
      stops: outcome.stops,
      wins: outcome.wins,
      coins: outcome.coins ?? [],
      landed: [],
      isHold: false,
      ...(outcome.freeSpinsAwarded ? { awarded: outcome.freeSpinsAwarded } : {}),
      won,
    },
  ];

  const freeSpins = outcome.freeSpins ?? [];
  if (freeSpins.length > 0) {
    let awarded = outcome.freeSpinsAwarded ?? freeSpins.length;
    const multiplier = freeSpins[0]?.multiplier ?? 1;
    scenes.push({
      kind: "free-spins-start",
      grid: outcome.grid,
      stops: null,
      wins: [],
      coins: [],
      landed: [],
      isHold: false,
      freeSpin: { index: 0, total: awarded, multiplier },
      awarded,
      won,
    });
    for (const step of freeSpins) {
      won = Math.min(total, won + sum(step.wins));
      // A retrigger adds its spins to the counter as the spin that won them stops.
      awarded += step.freeSpinsAwarded ?? 0;
      scenes.push({
        kind: "free",
        grid: step.grid,
        stops: step.stops,
        wins: step.wins,
        coins: [],
        landed: [],
        isHold: false,
        freeSpin: { index: step.index, total: Math.max(awarded, step.index), multiplier: step.multiplier },
        ...(step.freeSpinsAwarded ? { awarded: step.freeSpinsAwarded } : {}),
        won,
      });
    }
  }

  const feature = outcome.holdAndWin;
  if (feature) {
    let coins = [...(outcome.coins ?? [])];
    scenes.push({
      kind: "respins-start",
      grid: holdGrid(reels, rows, coins),
      stops: null,
      wins: [],
      coins,
      landed: [],
      isHold: true,
      respinsLeft: HOLD_AND_WIN_RESPINS,
      won,
    });
    for (const respin of feature.respins) {
      coins = [...coins, ...respin.landed];
      scenes.push({
        kind: "respin",
        grid: holdGrid(reels, rows, coins),
        stops: null,
        wins: [],
        coins,
        landed: respin.landed,
        isHold: true,
        respinsLeft: respin.respinsLeft,
        won,
      });
    }
    won = Math.min(total, won + sum(feature.wins));
    scenes.push({
      kind: "feature-win",
      grid: holdGrid(reels, rows, feature.coins),
      stops: null,
      wins: feature.wins,
      coins: feature.coins,
      landed: [],
      isHold: true,
      respinsLeft: 0,
      won,
    });
  }

  // The engine's total is what was paid: end on it exactly, whatever the rounding of the steps.
  const last = scenes[scenes.length - 1];
  if (last) last.won = total;
  return scenes;
}

/** Free spins the round played, and coins the hold-and-win feature ended with (0 when it did not run). */
export function roundFeatures(outcome: SlotOutcome): { freeSpins: number; featureCoins: number } {
  return {
    freeSpins: outcome.freeSpins?.length ?? 0,
    featureCoins: outcome.holdAndWin?.coins.length ?? 0,
  };
}
