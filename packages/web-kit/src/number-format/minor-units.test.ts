import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMinorUnits } from "./minor-units";

describe("amounts in minor units", () => {
  it("places the decimal point by the currency's scale", () => {
    expect(formatMinorUnits(123450n, 2)).toBe("1,234.50");
    expect(formatMinorUnits(5n, 2)).toBe("0.05");
    expect(formatMinorUnits(-5n, 2)).toBe("-0.05");
    expect(formatMinorUnits(1500n, 0)).toBe("1,500");
    expect(formatMinorUnits(0n, 2)).toBe("0.00");
    expect(formatMinorUnits(123450n, 2, "es")).toBe("1234,50");
  });

  it("keeps every digit of amounts far beyond float precision", () => {
    expect(formatMinorUnits(123456789012345678901234567890n, 2)).toBe(
      "1,234,567,890,123,456,789,012,345,678.90",
    );
  });

  it("reads back to the very same amount, for any amount and scale", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 8 }),
        (amount, scale) => {
          const text = formatMinorUnits(amount, scale);
          expect(text.split(".")[1]?.length ?? 0).toBe(scale);
          expect(BigInt(text.replace(/[,.]/g, ""))).toBe(amount);
        },
      ),
    );
  });

  it("refuses a scale that is not a whole number from 0 to 100", () => {
    expect(() => formatMinorUnits(1n, -1)).toThrow(RangeError);
    expect(() => formatMinorUnits(1n, 1.5)).toThrow(RangeError);
    expect(() => formatMinorUnits(1n, 101)).toThrow(RangeError);
  });

  it("refuses a float amount, which would not be exact", () => {
    expect(() => formatMinorUnits(12.5 as unknown as bigint, 2)).toThrow(TypeError);
  });
});
