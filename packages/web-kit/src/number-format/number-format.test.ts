import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCoins, formatEntries, formatNumber } from "./number-format";

describe("number formatting", () => {
  it("adds thousands separators and keeps up to two decimals", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(0.5)).toBe("0.5");
  });

  it("accepts numeric strings and bigints, formatting them exactly", () => {
    expect(formatNumber("12.5")).toBe("12.5");
    expect(formatNumber(" 42 ")).toBe("42");
    expect(formatNumber("-3e3")).toBe("-3,000");
    expect(formatNumber(12345678901234567890n)).toBe("12,345,678,901,234,567,890");
    // Beyond 2^53 a float would already have lost the last digits.
    expect(formatNumber("9007199254740993")).toBe("9,007,199,254,740,993");
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["a word", "abc"],
    ["an empty string", ""],
    ["a string with separators", "1,234"],
    ["a hex string", "0x10"],
    ["the string Infinity", "Infinity"],
    ["null", null],
    ["undefined", undefined],
    ["an object", { value: 1 }],
    ["an array", [1]],
    ["a boolean", true],
  ])("refuses %s with a TypeError instead of showing garbage", (_label, value) => {
    expect(() => formatNumber(value)).toThrow(TypeError);
  });

  it("says what it got when it refuses", () => {
    expect(() => formatNumber("abc")).toThrow(
      'non-numeric value: expected a number, bigint or numeric string, got the string "abc"',
    );
    expect(() => formatNumber(Number.NaN)).toThrow("non-finite number: got NaN");
    expect(() => formatNumber(null)).toThrow("got null");
  });

  it("honours the locale and fraction options", () => {
    expect(formatNumber(12345.5, { locale: "es" })).toBe("12.345,5");
    expect(formatNumber(1.005, { maximumFractionDigits: 3 })).toBe("1.005");
    expect(formatNumber(1.29, { maximumFractionDigits: 1, roundingMode: "trunc" })).toBe("1.2");
    expect(formatNumber(1234, { useGrouping: false })).toBe("1234");
  });

  it("never shows a minus sign on zero", () => {
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.001)).toBe("0");
  });

  it("shows entries with exactly two decimals", () => {
    expect(formatEntries(1234.5)).toBe("1,234.50");
    expect(formatEntries(0)).toBe("0.00");
    expect(formatEntries("7")).toBe("7.00");
    expect(formatEntries(0.30000000000000004)).toBe("0.30");
    expect(formatEntries(1234.5, "es")).toBe("1234,50");
  });

  it("shows coins as whole numbers with separators", () => {
    expect(formatCoins(1234567)).toBe("1,234,567");
    expect(formatCoins(5_000_000n)).toBe("5,000,000");
    expect(formatCoins("250")).toBe("250");
  });

  it("entries always end in exactly two decimals, whatever the amount", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatEntries(value)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it("coins read back to the same whole number", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (value) => {
        expect(BigInt(formatCoins(value).replaceAll(",", ""))).toBe(value);
      }),
    );
  });
});
