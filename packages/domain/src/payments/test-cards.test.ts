import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CardInput, checkSandboxCard, isExpiryInFuture, isLuhnValid } from "./test-cards";

const NOW = new Date("2026-11-22T12:00:00Z");
const card = (number: string, overrides: Partial<CardInput> = {}): CardInput => ({
  number,
  expiry: "12/30",
  cvc: "123",
  name: "Ada Lovelace",
  ...overrides,
});

describe("the sandbox's test cards", () => {
  it("each test card stands for its outcome", () => {
    const outcome = (number: string) => {
      const check = checkSandboxCard(card(number), NOW);
      return check.kind === "valid" ? check.outcome : check;
    };
    expect(outcome("4242424242424242")).toEqual({ kind: "succeeded" });
    expect(outcome("4000000000000002")).toEqual({ kind: "declined", declineCode: "card_declined" });
    expect(outcome("4000000000009995")).toEqual({ kind: "declined", declineCode: "insufficient_funds" });
    expect(outcome("4000000000003220")).toEqual({ kind: "challenge" });
    expect(outcome("4000000000000119")).toEqual({ kind: "failed", declineCode: "processing_error" });
  });

  it("reads a number typed with spaces or dashes and keeps its last four digits", () => {
    expect(checkSandboxCard(card("4242 4242-4242 4242"), NOW)).toMatchObject({
      kind: "valid",
      number: "4242424242424242",
      last4: "4242",
    });
  });

  it("refuses a number that fails the Luhn check, and a real card that is no test card", () => {
    expect(checkSandboxCard(card("4242424242424241"), NOW)).toMatchObject({
      kind: "invalid",
      field: "number",
    });
    expect(checkSandboxCard(card("abc"), NOW)).toMatchObject({ kind: "invalid", field: "number" });
    // A valid Visa number, but not one of the sandbox's: a test checkout never takes a live card.
    const live = checkSandboxCard(card("4111111111111111"), NOW);
    expect(live).toMatchObject({ kind: "invalid", field: "number" });
    expect(live.kind === "invalid" && live.message).toContain("test cards");
  });

  it("refuses an expiry in the past or not written MM/YY; the current month still counts", () => {
    expect(checkSandboxCard(card("4242424242424242", { expiry: "10/26" }), NOW)).toEqual({
      kind: "invalid",
      field: "expiry",
      message: "This card has expired.",
    });
    expect(checkSandboxCard(card("4242424242424242", { expiry: "13/30" }), NOW)).toMatchObject({
      field: "expiry",
    });
    expect(checkSandboxCard(card("4242424242424242", { expiry: "2030-12" }), NOW)).toMatchObject({
      field: "expiry",
    });
    expect(isExpiryInFuture("11/26", NOW)).toBe(true);
    expect(isExpiryInFuture(" 1 / 27 ", NOW)).toBe(true);
  });

  it("refuses a missing CVC or name", () => {
    expect(checkSandboxCard(card("4242424242424242", { cvc: "12" }), NOW)).toMatchObject({ field: "cvc" });
    expect(checkSandboxCard(card("4242424242424242", { name: "  " }), NOW)).toMatchObject({ field: "name" });
  });

  it("the Luhn check catches every single mistyped digit of a valid number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = "4242424242424242".split("");
        digits[position] = String((Number(digits[position]) + shift) % 10);
        return !isLuhnValid(digits.join(""));
      }),
    );
  });
});
