import { describe, expect, it } from "vitest";
import { formatMinor } from ".";

describe("an exact amount shown in major units", () => {
  it("places the decimals of the currency and groups thousands, never through a float", () => {
    expect(formatMinor("-1325", "entries")).toBe("-13.25");
    expect(formatMinor("5", "winnings")).toBe("0.05");
    expect(formatMinor("1234567", "coins")).toBe("1,234,567");
    expect(formatMinor("90071992547409931", "entries")).toBe("900,719,925,474,099.31");
    expect(formatMinor("0", "entries")).toBe("0.00");
  });
});
