import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toMajorNumber, toMinorUnits } from "./money";

describe("money codecs", () => {
  it("shows entries with their cents and coins as whole numbers", () => {
    expect(toMajorNumber(1250n, "entries")).toBe(12.5);
    expect(toMajorNumber(5n, "winnings")).toBe(0.05);
    expect(toMajorNumber(300n, "coins")).toBe(300);
    expect(toMajorNumber(-101n, "entries")).toBe(-1.01);
  });

  it("reads amounts exactly, without float drift", () => {
    expect(toMinorUnits(1.1, "entries")).toBe(110n);
    expect(toMinorUnits(0.07, "winnings")).toBe(7n);
    expect(toMinorUnits(19.99, "entries")).toBe(1999n);
    expect(toMinorUnits("1000000.01", "winnings")).toBe(100000001n);
  });

  it("refuses amounts with more decimals than the currency has", () => {
    expect(() => toMinorUnits(1.005, "entries")).toThrow(RangeError);
    expect(() => toMinorUnits(1.5, "coins")).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN, "coins")).toThrow(RangeError);
    expect(() => toMinorUnits(1e21, "coins")).toThrow(RangeError);
  });

  it("round-trips every amount a player can hold", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
        fc.constantFrom("entries", "coins", "winnings", "tourPoints" as const),
        (minor, currency) => {
          expect(toMinorUnits(toMajorNumber(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
