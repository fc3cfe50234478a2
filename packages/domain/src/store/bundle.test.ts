import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundleOfferReasons, currentBundleOffer } from "./bundle";

describe("the welcome pack's current offer", () => {
  const pack = [11, 12, 13];

  it("is the first offer until it is bought, then the next", () => {
    expect(currentBundleOffer(pack, new Set())).toBe(11);
    expect(currentBundleOffer(pack, new Set([11]))).toBe(12);
    expect(currentBundleOffer(pack, new Set([11, 12]))).toBe(13);
    expect(currentBundleOffer(pack, new Set(pack))).toBeNull();
  });

  it("refuses an offer bought already, and one that is not next", () => {
    expect(bundleOfferReasons(pack, new Set([11]), 11, [])).toEqual(["alreadyBought"]);
    expect(bundleOfferReasons(pack, new Set(), 12, [])).toEqual(["notCurrent"]);
    expect(bundleOfferReasons(pack, new Set([11]), 12, [])).toEqual([]);
    expect(bundleOfferReasons(pack, new Set([11]), 12, ["limitPerDay"])).toEqual(["limitPerDay"]);
    expect(bundleOfferReasons(pack, new Set(), 13, ["dayOfWeek"])).toEqual(["notCurrent", "dayOfWeek"]);
  });

  it("exactly one offer is open at a time until all are bought (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        (ids, bought) => {
          const boughtIds = new Set(ids.filter((_, index) => bought[index]));
          const open = ids.filter((id) => bundleOfferReasons(ids, boughtIds, id, []).length === 0);
          const current = currentBundleOffer(ids, boughtIds);
          expect(open).toEqual(current === null ? [] : [current]);
        },
      ),
    );
  });
});
