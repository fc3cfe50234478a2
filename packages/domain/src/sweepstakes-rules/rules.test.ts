import { describe, expect, it } from "vitest";
import { allRestrictionIdsHashes, restrictionIdsHash } from "./restriction-hash";
import {
  type JurisdictionRuleRow,
  minimumAgeIn,
  refusedActions,
  ruleBookOf,
  ruleInForce,
  utcDayOf,
  verdictFor,
} from "./rules";

const open = {
  allowsSignUp: true,
  allowsPurchase: true,
  allowsSweepstakesPlay: true,
  allowsRedemption: true,
  allowsAmoe: true,
  minimumAge: 18,
};
const closed = {
  allowsSignUp: false,
  allowsPurchase: false,
  allowsSweepstakesPlay: false,
  allowsRedemption: false,
  allowsAmoe: false,
  minimumAge: 18,
};
const row = (code: string, effectiveFrom: string, flags: Partial<JurisdictionRuleRow> = {}) => ({
  code,
  name: code,
  effectiveFrom,
  ...open,
  ...flags,
});

const book = ruleBookOf([
  row("US-IN", "2026-07-01", closed),
  row("US-IN", "2020-01-01"),
  row("US-WA", "2006-06-07", closed),
  row("US-XX", "2025-01-01", { allowsSweepstakesPlay: false, allowsRedemption: false }),
  row("US-MA", "2024-01-01", { minimumAge: 21 }),
]);

const at = (iso: string) => new Date(iso);

describe("the rule in force", () => {
  it("is the latest row not dated after the day, so a law applies from its date and not the day before", () => {
    expect(ruleInForce(book, "US-IN", at("2026-06-30T23:59:59.999Z"))?.effectiveFrom).toBe("2020-01-01");
    expect(ruleInForce(book, "US-IN", at("2026-07-01T00:00:00.000Z"))?.effectiveFrom).toBe("2026-07-01");
    expect(
      verdictFor(book, { jurisdictions: ["US-IN"], action: "signUp", at: at("2026-06-30T12:00:00Z") }),
    ).toEqual({ isAllowed: true });
    expect(
      verdictFor(book, { jurisdictions: ["US-IN"], action: "signUp", at: at("2026-07-01T12:00:00Z") }),
    ).toEqual({ isAllowed: false, code: "US-IN", name: "US-IN" });
  });

  it("does not exist before the first row, nor for a place without rows, and then everything is allowed", () => {
    expect(ruleInForce(book, "US-IN", at("2019-12-31T23:00:00Z"))).toBeNull();
    expect(ruleInForce(book, "FR", at("2026-11-29T00:00:00Z"))).toBeNull();
    for (const action of ["signUp", "purchase", "sweepstakesPlay", "redemption", "amoe"] as const) {
      expect(
        verdictFor(book, { jurisdictions: ["FR"], action, at: at("2026-11-29T00:00:00Z") }).isAllowed,
      ).toBe(true);
    }
  });

  it("is dated in UTC", () => {
    expect(utcDayOf(at("2026-07-01T03:00:00+05:00"))).toBe("2026-06-30");
  });
});

describe("a verdict over several jurisdictions", () => {
  const now = at("2026-11-29T10:00:00Z");

  it("refuses when any of them refuses (the strictest wins), naming the first that does", () => {
    expect(
      verdictFor(book, { jurisdictions: ["FR", "US-WA", "US-IN"], action: "purchase", at: now }),
    ).toEqual({
      isAllowed: false,
      code: "US-WA",
      name: "US-WA",
    });
    expect(verdictFor(book, { jurisdictions: [], action: "purchase", at: now })).toEqual({ isAllowed: true });
  });

  it("refuses only the actions the rule refuses", () => {
    expect(refusedActions(book, { jurisdictions: ["US-XX"], at: now })).toEqual([
      "sweepstakesPlay",
      "redemption",
    ]);
    expect(refusedActions(book, { jurisdictions: ["US-MA"], at: now })).toEqual([]);
  });

  it("takes the highest minimum age, 18 where no rule sets one", () => {
    expect(minimumAgeIn(book, { jurisdictions: ["FR", "US-MA"], at: now })).toBe(21);
    expect(minimumAgeIn(book, { jurisdictions: ["FR"], at: now })).toBe(18);
  });
});

describe("the restriction hash", () => {
  it("is standard with nothing refused and names the refused actions in a fixed order", () => {
    expect(restrictionIdsHash([])).toBe("standard");
    expect(restrictionIdsHash(["redemption", "sweepstakesPlay"])).toBe("no-sweepstakesPlay.redemption");
  });

  it("has one value per set of refused actions, every one of them listed", () => {
    const all = allRestrictionIdsHashes();
    expect(new Set(all).size).toBe(32);
    expect(all).toContain(restrictionIdsHash(["signUp", "amoe"]));
  });
});
