import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  coolOffEnd,
  currentBlock,
  isBlockActive,
  isLiftableByOperator,
  type PlayBlockPeriod,
  playBlockedUntil,
  selfExclusionEnd,
} from "./blocks";

const NOW = new Date("2026-01-31T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const block = (over: Partial<PlayBlockPeriod>): PlayBlockPeriod => ({
  kind: "cool_off",
  startsAt: NOW,
  endsAt: new Date(NOW.getTime() + DAY),
  liftedAt: null,
  ...over,
});

describe("cool-off and self-exclusion lengths", () => {
  it("offers 24 hours, a week, a month, or 1 to 42 days", () => {
    expect(coolOffEnd(NOW, { duration: "24h" })).toEqual(new Date(NOW.getTime() + DAY));
    expect(coolOffEnd(NOW, { duration: "1w" })).toEqual(new Date(NOW.getTime() + 7 * DAY));
    // A month from 31 January is the end of February.
    expect(coolOffEnd(NOW, { duration: "1m" })).toEqual(new Date("2026-02-28T12:00:00Z"));
    expect(coolOffEnd(NOW, { days: 42 })).toEqual(new Date(NOW.getTime() + 42 * DAY));
    expect(() => coolOffEnd(NOW, { days: 43 })).toThrow(RangeError);
    expect(() => coolOffEnd(NOW, { days: 0 })).toThrow(RangeError);
  });

  it("a self-exclusion lasts at least six months", () => {
    expect(selfExclusionEnd(NOW, 6)).toEqual(new Date("2026-07-31T12:00:00Z"));
    expect(() => selfExclusionEnd(NOW, 5)).toThrow(RangeError);
  });

  it("adding months never lands before the same day count would (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (from, months) => {
          const end = addCalendarMonths(from, months);
          expect(end.getTime()).toBeGreaterThanOrEqual(from.getTime() + months * 28 * DAY);
          expect(end.getTime()).toBeLessThanOrEqual(from.getTime() + months * 31 * DAY);
        },
      ),
    );
  });
});

describe("when a block applies", () => {
  it("applies from its start until just before its end", () => {
    const b = block({});
    expect(isBlockActive(b, new Date(NOW.getTime() - 1))).toBe(false);
    expect(isBlockActive(b, NOW)).toBe(true);
    expect(isBlockActive(b, new Date(NOW.getTime() + DAY - 1))).toBe(true);
    expect(isBlockActive(b, new Date(NOW.getTime() + DAY))).toBe(false);
  });

  it("an open-ended restriction applies until lifted", () => {
    const b = block({ kind: "operator", endsAt: null });
    expect(isBlockActive(b, new Date(NOW.getTime() + 1000 * DAY))).toBe(true);
    expect(
      isBlockActive({ ...b, liftedAt: new Date(NOW.getTime() + DAY) }, new Date(NOW.getTime() + DAY)),
    ).toBe(false);
  });

  it("play is blocked until the latest end, or indefinitely for an open-ended restriction", () => {
    const short = block({});
    const long = block({ kind: "self_exclusion", endsAt: new Date(NOW.getTime() + 200 * DAY) });
    expect(playBlockedUntil([short, long], NOW)).toEqual(long.endsAt);
    expect(currentBlock([short, long], NOW)).toBe(long);
    expect(playBlockedUntil([short, block({ kind: "operator", endsAt: null })], NOW)).toBe("infinity");
    expect(playBlockedUntil([short], new Date(NOW.getTime() + DAY))).toBeNull();
  });

  it("an operator lifts only an operator restriction in force", () => {
    expect(isLiftableByOperator(block({ kind: "operator", endsAt: null }), NOW)).toBe(true);
    expect(isLiftableByOperator(block({ kind: "self_exclusion" }), NOW)).toBe(false);
    expect(isLiftableByOperator(block({ kind: "cool_off" }), NOW)).toBe(false);
  });
});
