import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS, formatCountdown } from "./countdown";

const SHORT = /^\d{1,2} : \d{2} : \d{2}$/;
const LONG = /^\d{2,} d \d{2} h \d{2} m$/;

describe("countdown display", () => {
  it("shows hours, minutes and seconds below one day", () => {
    expect(formatCountdown((1 * 3600 + 5 * 60 + 9) * 1000)).toBe("1 : 05 : 09");
    expect(formatCountdown(59_000)).toBe("0 : 00 : 59");
    expect(formatCountdown((23 * 3600 + 59 * 60 + 59) * 1000)).toBe("23 : 59 : 59");
  });

  it("shows days, hours and minutes from one day up", () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60) * 1000)).toBe("02 d 03 h 04 m");
    expect(formatCountdown(DAY_MS)).toBe("01 d 00 h 00 m");
    expect(formatCountdown(123 * DAY_MS)).toBe("123 d 00 h 00 m");
  });

  it("never shows more time than is left: a partial second is dropped", () => {
    expect(formatCountdown(59_999)).toBe("0 : 00 : 59");
    expect(formatCountdown(999)).toBe("0 : 00 : 00");
    expect(formatCountdown(DAY_MS - 1)).toBe("23 : 59 : 59");
  });

  it("shows zero once the time is up, or when the input is not a number", () => {
    expect(formatCountdown(0)).toBe("0 : 00 : 00");
    expect(formatCountdown(-5_000)).toBe("0 : 00 : 00");
    expect(formatCountdown(Number.NaN)).toBe("0 : 00 : 00");
    expect(formatCountdown(Number.NEGATIVE_INFINITY)).toBe("0 : 00 : 00");
  });

  it("never shows a negative part, whatever the input", () => {
    fc.assert(
      fc.property(fc.double(), (ms) => {
        expect(formatCountdown(ms)).not.toContain("-");
      }),
    );
  });

  it("switches format exactly at one day", () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY_MS, max: 400 * DAY_MS }), (ms) => {
        expect(formatCountdown(ms)).toMatch(ms >= DAY_MS ? LONG : SHORT);
      }),
    );
  });

  it("a later deadline never shows less time left", () => {
    const parse = (text: string): number => {
      const n = text.match(/\d+/g)?.map(Number) ?? [];
      const [a = 0, b = 0, c = 0] = n;
      return LONG.test(text) ? ((a * 24 + b) * 60 + c) * 60 : (a * 60 + b) * 60 + c;
    };
    fc.assert(
      fc.property(fc.nat(100 * DAY_MS), fc.nat(DAY_MS), (ms, extra) => {
        expect(parse(formatCountdown(ms + extra))).toBeGreaterThanOrEqual(parse(formatCountdown(ms)));
      }),
    );
  });
});
