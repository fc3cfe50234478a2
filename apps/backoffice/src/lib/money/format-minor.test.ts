import { describe, expect, it } from "vitest";
import { formatMajor, formatMinor, formatUsdCents } from ".";

describe("an exact amount shown in major units", () => {
  it("places the decimals of the currency and groups thousands, never through a float", () => {
    expect(formatMinor("-1325", "entries")).toBe("-13.25");
    expect(formatMinor("5", "winnings")).toBe("0.05");
    expect(formatMinor("1234567", "coins")).toBe("1,234,567");
    expect(formatMinor("90071992547409931", "entries")).toBe("900,719,925,474,099.31");
    expect(formatMinor("0", "entries")).toBe("0.00");
  });
});

describe("US cents shown as dollars", () => {
  it("places two decimals and the dollar sign, keeping a minus in front", () => {
    expect(formatUsdCents("123456")).toBe("$1,234.56");
    expect(formatUsdCents(999)).toBe("$9.99");
    expect(formatUsdCents(5n)).toBe("$0.05");
    expect(formatUsdCents("-2500")).toBe("-$25.00");
  });
});

describe("an exact major-unit amount shown with grouped thousands", () => {
  it("groups the whole part only and keeps the decimals as sent", () => {
    expect(formatMajor("1234567.50")).toBe("1,234,567.50");
    expect(formatMajor("25.00")).toBe("25.00");
    expect(formatMajor("-1000")).toBe("-1,000");
  });
});
