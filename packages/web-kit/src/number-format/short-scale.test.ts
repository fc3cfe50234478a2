import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatShort } from "./short-scale";

describe("short-scale numbers", () => {
  it.each([
    [999, "999"],
    [1000, "1K"],
    [1500, "1.5K"],
    [12_345, "12.3K"],
    [2_000_000, "2M"],
    [2_300_000, "2.3M"],
    [3_000_000_000, "3B"],
    [0, "0"],
    [12.5, "12.5"],
    [-1500, "-1.5K"],
  ])("shows %s as %s", (value, expected) => {
    expect(formatShort(value)).toBe(expected);
  });

  it("never rounds a balance up into a bigger unit", () => {
    expect(formatShort(999_999)).toBe("999.9K");
    expect(formatShort(1_999_999)).toBe("1.9M");
  });

  it("stays on B above a thousand billion", () => {
    expect(formatShort(1_500_000_000_000)).toBe("1,500B");
  });

  it("accepts numeric strings and bigints exactly", () => {
    expect(formatShort("2500")).toBe("2.5K");
    expect(formatShort(7_250_000_000n)).toBe("7.2B");
    expect(formatShort("1e6")).toBe("1M");
  });

  it("uses the locale's decimal separator", () => {
    expect(formatShort(1500, "es")).toBe("1,5K");
  });

  it("refuses non-numeric input", () => {
    expect(() => formatShort("lots")).toThrow(TypeError);
    expect(() => formatShort(Number.NaN)).toThrow(TypeError);
  });

  it("never shows more than the amount, and never less than a tenth of a unit below it", () => {
    const units = { "": 1, K: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const match = /^([\d,.]+)([KMB])$/.exec(formatShort(value));
        expect(match).not.toBeNull();
        const [, shown = "", suffix = ""] = match ?? [];
        const unit = units[suffix as keyof typeof units];
        const approx = Number(shown.replaceAll(",", "")) * unit;
        expect(approx).toBeLessThanOrEqual(value);
        expect(value - approx).toBeLessThan(unit / 10 + 1e-6 * value);
      }),
    );
  });
});
