import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  animationDuration,
  easeOut,
  formatAmount,
  formatCompactAmount,
  MAX_ANIMATION_MS,
  MIN_ANIMATION_MS,
  modeAmount,
} from "./balance-display";

const balance = { coins: 12_500, entries: 2.5, winnings: 1, tourPoints: 30 };

describe("balance display", () => {
  it("shows coins in TournamentPoints mode and what can be played (entries and winnings) in SweepStakes mode", () => {
    expect(modeAmount(balance, "TournamentPoints")).toBe(12_500);
    expect(modeAmount(balance, "SweepStakes")).toBe(3.5);
    expect(modeAmount({ ...balance, entries: 47.03, winnings: 127.87 }, "SweepStakes")).toBe(174.9);
  });

  it("adds entries and winnings exactly, with no float error", () => {
    expect(modeAmount({ ...balance, entries: 0.1, winnings: 0.2 }, "SweepStakes")).toBe(0.3);
    expect(modeAmount({ ...balance, entries: 1_000_000.07, winnings: 0.01 }, "SweepStakes")).toBe(
      1_000_000.08,
    );
  });

  it("never goes down after a winning SweepStakes spin (the stake leaves entries, the win lands in winnings)", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (entries, winnings, stakeSeed, winSeed) => {
        const playable = entries + winnings;
        fc.pre(playable > 0);
        const stake = 1 + (stakeSeed % playable);
        const win = stake + (winSeed % 1_000_000);
        const fromEntries = Math.min(entries, stake);
        const before = { ...balance, entries: entries / 100, winnings: winnings / 100 };
        const after = {
          ...balance,
          entries: (entries - fromEntries) / 100,
          winnings: (winnings - (stake - fromEntries) + win) / 100,
        };
        expect(modeAmount(after, "SweepStakes")).toBeGreaterThanOrEqual(modeAmount(before, "SweepStakes"));
      }),
    );
  });

  it("gives entries two decimals and coins none", () => {
    expect(formatAmount("entries", 2.5, "en")).toBe("2.50");
    expect(formatAmount("coins", 12_500, "en")).toBe("12,500");
    expect(formatAmount("entries", 1234.5, "es")).toBe("1234,50");
  });

  it("shortens large amounts for the phone header and keeps small ones exact", () => {
    expect(formatCompactAmount("coins", 250_000, "en")).toBe("250K");
    expect(formatCompactAmount("coins", 999, "en")).toBe("999");
    expect(formatCompactAmount("entries", 50, "en")).toBe("50.00");
    expect(formatCompactAmount("entries", 1_234.5, "en")).toBe("1.2K");
  });

  it("animates every change for 500 to 2000 ms, longer for larger changes", () => {
    expect(animationDuration(100, 100)).toBe(0);
    expect(animationDuration(10_000, 10_010)).toBeLessThan(animationDuration(10_000, 15_000));
    expect(animationDuration(0, 5_000)).toBe(MAX_ANIMATION_MS);
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        (from, to) => {
          const duration = animationDuration(from, to);
          if (from === to) expect(duration).toBe(0);
          else {
            expect(duration).toBeGreaterThanOrEqual(MIN_ANIMATION_MS);
            expect(duration).toBeLessThanOrEqual(MAX_ANIMATION_MS);
          }
        },
      ),
    );
  });

  it("eases from the old amount to exactly the new one", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
