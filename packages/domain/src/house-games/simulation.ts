import { MULTIPLIER_SCALE } from "./multiplier";
import type { RandomSource } from "./random";
import type { SlotGame } from "./types";

/** What a run of rounds returned; money figures are in stakes (1 = the stake). */
export interface SimulationResult {
  rounds: number;
  /** Observed return to player: total won / total staked. */
  rtp: number;
  /** Standard deviation of one round's win. */
  standardDeviation: number;
  /** Standard error of `rtp`: standardDeviation / √rounds. */
  standardError: number;
  /** Share of rounds that won anything. */
  hitRate: number;
  /** The largest round win seen. */
  maxWin: number;
  /** Rounds that paid the game's maximum win (reached exactly or cut down to it). */
  maxWinRounds: number;
}

/** Plays `rounds` rounds of a game from `source` (a simulation source) and measures the return. */
export function simulate(game: SlotGame, source: RandomSource, rounds: number): SimulationResult {
  const cap = game.meta.maxWinMultiplier;
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  let max = 0;
  let atMax = 0;
  for (let i = 0; i < rounds; i++) {
    const win = game.playTotal(source);
    if (win > 0) {
      sum += win;
      sumOfSquares += win * win;
      hits++;
      if (win > max) max = win;
      if (win === cap) atMax++;
    }
  }
  const mean = sum / rounds / MULTIPLIER_SCALE;
  const variance = Math.max(0, sumOfSquares / rounds / MULTIPLIER_SCALE ** 2 - mean * mean);
  const standardDeviation = Math.sqrt(variance);
  return {
    rounds,
    rtp: mean,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
    hitRate: hits / rounds,
    maxWin: max / MULTIPLIER_SCALE,
    maxWinRounds: atMax,
  };
}

/** One result from several independent runs of the same game (for example from several threads). */
export function combineSimulations(results: readonly SimulationResult[]): SimulationResult {
  const rounds = results.reduce((sum, r) => sum + r.rounds, 0);
  if (rounds === 0) throw new RangeError("Nothing to combine");
  const weighted = (value: (r: SimulationResult) => number) =>
    results.reduce((sum, r) => sum + r.rounds * value(r), 0) / rounds;
  const rtp = weighted((r) => r.rtp);
  const meanSquare = weighted((r) => r.standardDeviation ** 2 + r.rtp ** 2);
  const standardDeviation = Math.sqrt(Math.max(0, meanSquare - rtp * rtp));
  return {
    rounds,
    rtp,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(rounds),
    hitRate: weighted((r) => r.hitRate),
    maxWin: Math.max(...results.map((r) => r.maxWin)),
    maxWinRounds: results.reduce((sum, r) => sum + r.maxWinRounds, 0),
  };
}
