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
  it("shows coins in TournamentPoints mode and entries in SweepStakes mode", () => {
    expect(modeAmount(balance, "TournamentPoints")).toBe(12_500);
    expect(modeAmount(balance, "SweepStakes")).toBe(2.5);
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
