import { describe, expect, it } from "vitest";
import { normalizeUsPhone } from "./phone";

describe("US phone numbers", () => {
  it("accepts the masked and the bare form and stores E.164", () => {
    expect(normalizeUsPhone("+1 (202) 555-0123")).toBe("+12025550123");
    expect(normalizeUsPhone("+12025550123")).toBe("+12025550123");
    expect(normalizeUsPhone("+1 202 555 0123")).toBe("+12025550123");
  });

  it.each([
    ["+1 (202) 555-012", "too short"],
    ["+1 (202) 555-01234", "too long"],
    ["+44 20 7946 0958", "not a US number"],
    ["2025550123", "no country code"],
    ["+1 (102) 555-0123", "area code starting with 1"],
    ["+1 (911) 555-0123", "N11 area code"],
    ["+1 (292) 555-0123", "reserved area code"],
    ["+1 (202) 155-0123", "exchange starting with 1"],
    ["+1 (202) 411-0123", "N11 exchange"],
    ["+1 (2o2) 555-0123", "a letter"],
  ])("refuses %s (%s)", (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});
