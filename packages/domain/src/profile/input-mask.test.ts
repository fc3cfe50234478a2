import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMask, isMaskComplete, unmask } from "./input-mask";

const PHONE = "(###) ###-####";

describe("input masks", () => {
  it("formats a phone number as it is typed", () => {
    expect(applyMask(PHONE, "5551234567")).toBe("(555) 123-4567");
  });

  it("shows a partial number without a dangling separator", () => {
    expect(applyMask(PHONE, "")).toBe("");
    expect(applyMask(PHONE, "5")).toBe("(5");
    expect(applyMask(PHONE, "555")).toBe("(555");
    expect(applyMask(PHONE, "5551")).toBe("(555) 1");
  });

  it("skips characters that do not fit the slot", () => {
    expect(applyMask(PHONE, "555-abc-123 4567")).toBe("(555) 123-4567");
    expect(applyMask("##", "a1b2c3")).toBe("12");
  });

  it("stops at the end of the mask, dropping extra input", () => {
    expect(applyMask(PHONE, "555123456789999")).toBe("(555) 123-4567");
  });

  it("leaves an already formatted value as it is", () => {
    expect(applyMask(PHONE, "(555) 123-4567")).toBe("(555) 123-4567");
    expect(applyMask("+1 (###) ###-####", "+1 (555) 123-4567")).toBe("+1 (555) 123-4567");
  });

  it("fills letter slots with letters only, including accented ones", () => {
    expect(applyMask("@@-###", "ab123")).toBe("ab-123");
    expect(applyMask("@@-###", "1a2b3c456")).toBe("ab-345");
    expect(applyMask("@@", "éß")).toBe("éß");
  });

  it("fills letter-or-digit slots with either, and nothing else", () => {
    expect(applyMask("***-***", "a1!b2?c3")).toBe("a1b-2c3");
  });

  it("adds literals that close the mask once the last slot is filled", () => {
    expect(applyMask("##%", "12")).toBe("12%");
    expect(applyMask("##%", "1")).toBe("1");
  });

  it("knows when a value is complete", () => {
    expect(isMaskComplete(PHONE, "(555) 123-4567")).toBe(true);
    expect(isMaskComplete(PHONE, "(555) 123-456")).toBe(false);
    expect(isMaskComplete(PHONE, "5551234567")).toBe(false);
    expect(isMaskComplete(PHONE, "(555) 123-456x")).toBe(false);
    expect(isMaskComplete("@#", "a1")).toBe(true);
    expect(isMaskComplete("@#", "1a")).toBe(false);
  });

  it("gives back only what the user typed into the slots", () => {
    expect(unmask(PHONE, "(555) 123-4567")).toBe("5551234567");
    expect(unmask(PHONE, "(555) 12")).toBe("55512");
    expect(unmask("+1 (###) ###-####", "+1 (555) 123-4567")).toBe("5551234567");
  });

  const mask = fc
    .array(fc.constantFrom("#", "@", "*", "-", " ", "(", ")", "/", "+", "x", "0"), { maxLength: 16 })
    .map((chars) => chars.join(""));
  const raw = fc.string({
    unit: fc.constantFrom("1", "0", "a", "x", "é", "-", " ", "(", "!", "+"),
    maxLength: 24,
  });

  it("re-masking a masked value never changes it", () => {
    fc.assert(
      fc.property(mask, raw, (m, r) => {
        const once = applyMask(m, r);
        expect(applyMask(m, once)).toBe(once);
      }),
    );
  });

  it("a masked value never outgrows its mask and always matches it position by position", () => {
    fc.assert(
      fc.property(mask, raw, (m, r) => {
        const masked = Array.from(applyMask(m, r));
        expect(masked.length).toBeLessThanOrEqual(Array.from(m).length);
        const prefixOfMask = Array.from(m).slice(0, masked.length).join("");
        const chars = masked.join("");
        expect(isMaskComplete(prefixOfMask, chars)).toBe(true);
      }),
    );
  });

  it("digits typed into a digit mask come back out of unmask", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 10 }), (digits) => {
        expect(unmask(PHONE, applyMask(PHONE, digits))).toBe(digits);
        expect(isMaskComplete(PHONE, applyMask(PHONE, digits))).toBe(digits.length === 10);
      }),
    );
  });
});
