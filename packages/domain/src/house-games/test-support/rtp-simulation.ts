import { expect } from "vitest";
import { createSimulationSource } from "../random";
import { type SimulationResult, simulate } from "../simulation";
import { type SlotGame, volatilityOf } from "../types";

/**
 * Plays `rounds` rounds of a game with the seeded simulation PRNG and checks the declared figures:
 * the RTP within ±0.5 percentage points and within 4 standard errors, and the volatility class.
 */
export function expectDeclaredRtp(game: SlotGame, rounds: number, seed: number): SimulationResult {
  const started = performance.now();
  const result = simulate(game, createSimulationSource(seed), rounds);
  const seconds = (performance.now() - started) / 1000;
  const { rtp, volatility, id } = game.meta;
  const z = (result.rtp - rtp) / result.standardError;
  console.info(
    `${id}: ${rounds.toLocaleString("en")} rounds in ${seconds.toFixed(1)} s; RTP ${result.rtp.toFixed(5)} ± ${result.standardError.toFixed(5)} (1 SE) against ${rtp.toFixed(4)} declared, z = ${z.toFixed(2)}; SD ${result.standardDeviation.toFixed(2)} (${volatilityOf(result.standardDeviation)}); hit rate ${(100 * result.hitRate).toFixed(1)} %; max win ${result.maxWin}× (${result.maxWinRounds} rounds at the game's maximum)`,
  );
  expect(Math.abs(result.rtp - rtp)).toBeLessThanOrEqual(0.005);
  expect(Math.abs(z)).toBeLessThanOrEqual(4);
  expect(volatilityOf(result.standardDeviation)).toBe(volatility);
  expect(result.maxWin * 1000).toBeLessThanOrEqual(game.meta.maxWinMultiplier);
  return result;
}
