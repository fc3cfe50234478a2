import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayCreditAmoe, nextAmoeCreditAt } from "./cap";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-29T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("the free-entries cap per period", () => {
  it("allows up to the maximum within the rolling period, then refuses the next", () => {
    const cap = { maxCreditsPerPeriod: 2, periodDays: 7 };
    expect(mayCreditAmoe(cap, [], NOW)).toBe(true);
    expect(mayCreditAmoe(cap, [ago(DAY)], NOW)).toBe(true);
    expect(mayCreditAmoe(cap, [ago(DAY), ago(6 * DAY)], NOW)).toBe(false);
  });

  it("forgets a credit once it is a whole period old", () => {
    const cap = { maxCreditsPerPeriod: 1, periodDays: 1 };
    expect(mayCreditAmoe(cap, [ago(DAY - 1)], NOW)).toBe(false);
    expect(mayCreditAmoe(cap, [ago(DAY)], NOW)).toBe(true);
    expect(mayCreditAmoe(cap, [ago(30 * DAY), ago(2 * DAY)], NOW)).toBe(true);
  });

  it("tells when the next credit becomes possible, and it is possible then and not a moment before", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 40 * DAY }), { maxLength: 8 }),
        (max, days, ages) => {
          const cap = { maxCreditsPerPeriod: max, periodDays: days };
          const credits = ages.map(ago);
          const next = nextAmoeCreditAt(cap, credits, NOW);
          expect(next.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
          expect(mayCreditAmoe(cap, credits, next)).toBe(true);
          if (next.getTime() > NOW.getTime()) {
            expect(mayCreditAmoe(cap, credits, new Date(next.getTime() - 1))).toBe(false);
          }
        },
      ),
    );
  });
});
