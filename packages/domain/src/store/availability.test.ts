import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isoWeekdayUtc,
  isPresetUnlocked,
  type PresetRules,
  presetAvailability,
  utcDayStart,
} from "./availability";

// A Saturday, late in the UTC day.
const SATURDAY = new Date("2026-11-28T23:30:00.000Z");
const OPEN: PresetRules = {
  availableFrom: null,
  availableTill: null,
  daysOfWeek: null,
  minBalance: null,
  minPurchases: null,
  limitPerDay: null,
};
const NEWCOMER = { completedPurchases: 0, purchasesToday: 0, coinsBalance: 0n };

describe("whether a player can buy a preset now", () => {
  it("sells a preset without conditions to anyone", () => {
    expect(presetAvailability(OPEN, NEWCOMER, SATURDAY)).toEqual([]);
  });

  it("sells an after-the-first-purchase offer only from the first completed purchase on", () => {
    const rules = { ...OPEN, minPurchases: 1 };
    expect(presetAvailability(rules, NEWCOMER, SATURDAY)).toEqual(["afterPurchases"]);
    expect(presetAvailability(rules, { ...NEWCOMER, completedPurchases: 1 }, SATURDAY)).toEqual([]);
    expect(presetAvailability({ ...OPEN, minPurchases: 0 }, NEWCOMER, SATURDAY)).toEqual([]);
  });

  it("sells a weekend offer on Saturday and Sunday in UTC only", () => {
    const rules = { ...OPEN, daysOfWeek: [6, 7] };
    expect(presetAvailability(rules, NEWCOMER, SATURDAY)).toEqual([]);
    expect(presetAvailability(rules, NEWCOMER, new Date("2026-11-29T23:59:59.999Z"))).toEqual([]);
    expect(presetAvailability(rules, NEWCOMER, new Date("2026-11-30T00:00:00.000Z"))).toEqual(["dayOfWeek"]);
    expect(presetAvailability(rules, NEWCOMER, new Date("2026-11-27T23:59:59.999Z"))).toEqual(["dayOfWeek"]);
  });

  it("asks for at least the minimum coins balance", () => {
    const rules = { ...OPEN, minBalance: 5000n };
    expect(presetAvailability(rules, { ...NEWCOMER, coinsBalance: 4999n }, SATURDAY)).toEqual(["minBalance"]);
    expect(presetAvailability(rules, { ...NEWCOMER, coinsBalance: 5000n }, SATURDAY)).toEqual([]);
  });

  it("stops at the limit per day", () => {
    const rules = { ...OPEN, limitPerDay: 2 };
    expect(presetAvailability(rules, { ...NEWCOMER, purchasesToday: 1 }, SATURDAY)).toEqual([]);
    expect(presetAvailability(rules, { ...NEWCOMER, purchasesToday: 2 }, SATURDAY)).toEqual(["limitPerDay"]);
  });

  it("sells within its window, from its first instant to just before its last", () => {
    const from = new Date("2026-11-28T00:00:00.000Z");
    const till = new Date("2026-12-01T00:00:00.000Z");
    const rules = { ...OPEN, availableFrom: from, availableTill: till };
    expect(presetAvailability(rules, NEWCOMER, from)).toEqual([]);
    expect(presetAvailability(rules, NEWCOMER, new Date(from.getTime() - 1))).toEqual(["dateWindow"]);
    expect(presetAvailability(rules, NEWCOMER, new Date(till.getTime() - 1))).toEqual([]);
    expect(presetAvailability(rules, NEWCOMER, till)).toEqual(["dateWindow"]);
  });

  it("names every reason that applies, in a fixed order", () => {
    const rules: PresetRules = {
      availableFrom: new Date("2027-01-01T00:00:00Z"),
      availableTill: null,
      daysOfWeek: [1],
      minBalance: 1n,
      minPurchases: 3,
      limitPerDay: 1,
    };
    expect(presetAvailability(rules, { ...NEWCOMER, purchasesToday: 1 }, SATURDAY)).toEqual([
      "afterPurchases",
      "dayOfWeek",
      "minBalance",
      "limitPerDay",
      "dateWindow",
    ]);
  });

  it("adding a condition never makes a preset available that was not (property)", () => {
    const rulesArb = fc.record({
      availableFrom: fc.option(
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-01-01"), noInvalidDate: true }),
      ),
      availableTill: fc.option(
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-01-01"), noInvalidDate: true }),
      ),
      daysOfWeek: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })),
      minBalance: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n })),
      minPurchases: fc.option(fc.integer({ min: 0, max: 10 })),
      limitPerDay: fc.option(fc.integer({ min: 1, max: 5 })),
    });
    const factsArb = fc.record({
      completedPurchases: fc.integer({ min: 0, max: 20 }),
      purchasesToday: fc.integer({ min: 0, max: 10 }),
      coinsBalance: fc.bigInt({ min: 0n, max: 2_000_000n }),
    });
    const nowArb = fc.date({ min: new Date("2026-01-01"), max: new Date("2028-01-01"), noInvalidDate: true });
    fc.assert(
      fc.property(rulesArb, factsArb, nowArb, (rules, facts, now) => {
        const reasons = presetAvailability(rules, facts, now);
        expect(new Set(reasons).size).toBe(reasons.length);
        // Each reason holds on its own: the preset with only that condition is refused for it alone.
        for (const reason of reasons) {
          const only = { ...OPEN };
          if (reason === "afterPurchases") only.minPurchases = rules.minPurchases;
          if (reason === "dayOfWeek") only.daysOfWeek = rules.daysOfWeek;
          if (reason === "minBalance") only.minBalance = rules.minBalance;
          if (reason === "limitPerDay") only.limitPerDay = rules.limitPerDay;
          if (reason === "dateWindow") {
            only.availableFrom = rules.availableFrom;
            only.availableTill = rules.availableTill;
          }
          expect(presetAvailability(only, facts, now)).toEqual([reason]);
        }
        // Without conditions nothing is refused.
        expect(presetAvailability(OPEN, facts, now)).toEqual([]);
      }),
    );
  });
});

describe("UTC days", () => {
  it("numbers weekdays the ISO way in UTC", () => {
    expect(isoWeekdayUtc(new Date("2026-11-30T00:00:00Z"))).toBe(1);
    expect(isoWeekdayUtc(new Date("2026-11-29T23:59:59Z"))).toBe(7);
    expect(isoWeekdayUtc(SATURDAY)).toBe(6);
  });

  it("starts the day at midnight UTC (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (now) => {
          const start = utcDayStart(now);
          expect(start.toISOString().slice(11)).toBe("00:00:00.000Z");
          expect(start.toISOString().slice(0, 10)).toBe(now.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe("who sees a preset", () => {
  const now = SATURDAY;
  const none = { isSubscribed: false, wonUntil: null };
  it("shows an ordinary preset to everyone", () => {
    expect(isPresetUnlocked({ isLinkOffer: false, isFlipOffer: false }, none, now)).toBe(true);
  });

  it("shows a link offer once the player subscribed", () => {
    const gates = { isLinkOffer: true, isFlipOffer: false };
    expect(isPresetUnlocked(gates, none, now)).toBe(false);
    expect(isPresetUnlocked(gates, { ...none, isSubscribed: true }, now)).toBe(true);
  });

  it("shows a flip-the-coin offer while the player's win lasts", () => {
    const gates = { isLinkOffer: false, isFlipOffer: true };
    expect(isPresetUnlocked(gates, none, now)).toBe(false);
    expect(isPresetUnlocked(gates, { ...none, wonUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isPresetUnlocked(gates, { ...none, wonUntil: now }, now)).toBe(false);
  });
});
