import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSimulationSource, type RandomSource } from "../house-games/random";
import { decideFlip, drawWeightedOffer, FLIP_OFFER_LIFETIME_MS } from "./flip";

const NOW = new Date("2026-11-29T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const fixed = (...values: number[]): RandomSource => {
  let index = 0;
  return { nextUint32: () => values[index++ % values.length] as number };
};
const OFFERS = [
  { presetId: 1, weight: 1 },
  { presetId: 2, weight: 3 },
];

describe("the weighted draw of flip-the-coin", () => {
  it("lands on each offer for its share of the draw", () => {
    // randomInt(4) maps [0, 2^32) onto 0..3 in equal quarters: quarter 0 is offer 1, quarters 1-3 offer 2.
    expect(drawWeightedOffer(OFFERS, fixed(0))).toBe(1);
    expect(drawWeightedOffer(OFFERS, fixed(2 ** 30 - 1))).toBe(1);
    expect(drawWeightedOffer(OFFERS, fixed(2 ** 30))).toBe(2);
    expect(drawWeightedOffer(OFFERS, fixed(2 ** 32 - 1))).toBe(2);
  });

  it("never lands on an offer without weight, and finds nothing in an empty set", () => {
    expect(drawWeightedOffer([], fixed(0))).toBeNull();
    expect(drawWeightedOffer([{ presetId: 1, weight: 0 }], fixed(0))).toBeNull();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ presetId: fc.integer({ min: 1, max: 50 }), weight: fc.integer({ min: 0, max: 9 }) }),
          {
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (offers, value) => {
          // A draw past randomInt's last whole range is rejected and the next one (0) taken.
          const won = drawWeightedOffer(offers, fixed(value, 0));
          const winnable = offers.filter((offer) => offer.weight > 0);
          if (winnable.length === 0) expect(won).toBeNull();
          else expect(winnable.map((offer) => offer.presetId)).toContain(won);
        },
      ),
    );
  });

  it("wins in proportion to the weights over many flips", () => {
    const source = createSimulationSource(46);
    const counts = new Map<number, number>();
    const flips = 40_000;
    for (let i = 0; i < flips; i++) {
      const won = drawWeightedOffer(OFFERS, source) as number;
      counts.set(won, (counts.get(won) ?? 0) + 1);
    }
    // 3 standard deviations of a binomial(40000, 0.25) are about 260 flips.
    expect(Math.abs((counts.get(1) ?? 0) - flips / 4)).toBeLessThan(300);
  });
});

describe("the flip-the-coin rules", () => {
  const fresh = { lastFlipAt: null, held: null };
  const input = (history = fresh as Parameters<typeof decideFlip>[0]["history"], candidates = OFFERS) => ({
    cooldownHours: 24,
    history,
    candidates,
  });

  it("gives a first flip an offer for 24 hours", () => {
    expect(decideFlip(input(), fixed(0), NOW)).toEqual({
      kind: "won",
      presetId: 1,
      expiresAt: new Date(NOW.getTime() + FLIP_OFFER_LIFETIME_MS),
    });
  });

  it("answers a player still holding a won offer with that offer", () => {
    const held = { presetId: 2, expiresAt: new Date(NOW.getTime() + HOUR) };
    expect(
      decideFlip(input({ lastFlipAt: new Date(NOW.getTime() - 23 * HOUR), held }), fixed(0), NOW),
    ).toEqual({
      kind: "limit_by_promo_offers",
      ...held,
    });
  });

  it("allows one flip per cooldown and says when the next is possible", () => {
    const lastFlipAt = new Date(NOW.getTime() - 23 * HOUR);
    expect(decideFlip(input({ lastFlipAt, held: null }), fixed(0), NOW)).toEqual({
      kind: "limit_by_time",
      nextFlipAt: new Date(lastFlipAt.getTime() + 24 * HOUR),
    });
    const dayAgo = new Date(NOW.getTime() - 24 * HOUR);
    expect(decideFlip(input({ lastFlipAt: dayAgo, held: null }), fixed(0), NOW).kind).toBe("won");
  });

  it("finds no offer when none of the set's is available", () => {
    expect(decideFlip(input(fresh, []), fixed(0), NOW)).toEqual({ kind: "no_offers_found" });
  });

  it("an expired win no longer blocks a flip", () => {
    const held = { presetId: 2, expiresAt: NOW };
    expect(decideFlip(input({ lastFlipAt: null, held }), fixed(0), NOW).kind).toBe("won");
  });
});
