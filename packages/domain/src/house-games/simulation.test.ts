import { describe, expect, it } from "vitest";
import { classic3Reel } from "./classic-3-reel/classic-3-reel";
import { createSimulationSource } from "./random";
import { combineSimulations, simulate } from "./simulation";

describe("simulation", () => {
  it("repeats itself from one seed", () => {
    const a = simulate(classic3Reel, createSimulationSource(5), 20_000);
    const b = simulate(classic3Reel, createSimulationSource(5), 20_000);
    expect(b).toEqual(a);
    expect(a.standardError).toBeCloseTo(a.standardDeviation / Math.sqrt(20_000), 12);
  });

  it("combines separate runs into the figures of one long run over the same rounds", () => {
    // Two runs that happen to be one stream cut in two: the combined figures must match the long run.
    const source = createSimulationSource(11);
    const first = simulate(classic3Reel, source, 30_000);
    const second = simulate(classic3Reel, source, 50_000);
    const whole = simulate(classic3Reel, createSimulationSource(11), 80_000);
    const combined = combineSimulations([first, second]);
    expect(combined.rounds).toBe(80_000);
    expect(combined.rtp).toBeCloseTo(whole.rtp, 12);
    expect(combined.standardDeviation).toBeCloseTo(whole.standardDeviation, 9);
    expect(combined.hitRate).toBeCloseTo(whole.hitRate, 12);
    expect(combined.maxWin).toBe(whole.maxWin);
    expect(combined.maxWinRounds).toBe(whole.maxWinRounds);
  });
});
