import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

describe("password strength", () => {
  it("calls a password the contract would refuse too weak, with advice", () => {
    expect(passwordStrength("")).toMatchObject({ level: 0, meetsRules: false });
    expect(passwordStrength("abcdefgh")).toMatchObject({ level: 0, meetsRules: false });
    expect(passwordStrength("abc123").tips).toContain("length");
    expect(passwordStrength("abcdefgh").tips).toContain("digit");
  });

  it("rates longer, mixed passwords higher", () => {
    expect(passwordStrength("sunrise42").level).toBe(1);
    expect(passwordStrength("Sunrise42").level).toBe(2);
    expect(passwordStrength("Sunrise42 over hills").level).toBe(4);
    expect(passwordStrength("Tr0ub4dor&3x!").level).toBeGreaterThanOrEqual(3);
  });

  it("keeps common and repetitive passwords weak however long", () => {
    expect(passwordStrength("Password123456!").level).toBe(1);
    expect(passwordStrength("Password123456!").tips).toContain("common");
    expect(passwordStrength("aaaaaaaaaaaaaaa1").level).toBe(1);
  });

  it("never rates above 0 what breaks the rules, and never leaves the 0–4 scale", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const { level, meetsRules } = passwordStrength(password);
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(4);
        if (!meetsRules) expect(level).toBe(0);
      }),
    );
  });
});
