import { describe, expect, it } from "vitest";
import { type CashRoute, cashHashOf, cashRouteOf } from "./cash-route";
import { hashAfterCheckout } from "./checkout-outcome";

describe("the cash box's hash routes (spec §2)", () => {
  it("stays closed while the hash does not contain cash", () => {
    for (const hash of ["", "#", "#verify", "#/promotions/"]) expect(cashRouteOf(hash), hash).toBeNull();
  });

  it("maps every route of the spec to its page", () => {
    const cases: [string, CashRoute][] = [
      ["#/cash/deposit-by-money/", { page: "deposit" }],
      [
        "#/cash/deposit-by-money/12/preset/",
        {
          page: "offer",
          presetId: 12,
          offerType: "preset",
          isOutsidePromoOffer: false,
          isInviteQualification: false,
        },
      ],
      [
        "#/cash/deposit-by-money/7/promoOffer/",
        {
          page: "offer",
          presetId: 7,
          offerType: "promoOffer",
          isOutsidePromoOffer: false,
          isInviteQualification: false,
        },
      ],
      [
        "#/cash/deposit-by-money/7/promoOffer/?outside-promo-offer=true",
        {
          page: "offer",
          presetId: 7,
          offerType: "promoOffer",
          isOutsidePromoOffer: true,
          isInviteQualification: false,
        },
      ],
      [
        "#/cash/deposit-by-money/7/promoOffer/?inviteQualification=true",
        {
          page: "offer",
          presetId: 7,
          offerType: "promoOffer",
          isOutsidePromoOffer: false,
          isInviteQualification: true,
        },
      ],
      ["#/cash/success/", { page: "success", orderId: null }],
      ["#/cash/success/?orderId=ord_1", { page: "success", orderId: "ord_1" }],
      ["#/cash/failed/", { page: "failed", presetId: null, offerType: null, methodId: null }],
      [
        "#/cash/failed/12/preset/sandbox-card",
        { page: "failed", presetId: 12, offerType: "preset", methodId: "sandbox-card" },
      ],
      ["#/cash/redeem/", { page: "redeem" }],
    ];
    for (const [hash, route] of cases) expect(cashRouteOf(hash), hash).toEqual(route);
  });

  it("reads an offer link's flag from the page's query, where the server's /cash/ redirect puts it", () => {
    expect(cashRouteOf("#/cash/deposit-by-money/7/promoOffer/", "?outside-promo-offer=true")).toMatchObject({
      page: "offer",
      isOutsidePromoOffer: true,
    });
    expect(cashRouteOf("#/cash/deposit-by-money/7/promoOffer/", "?inviteQualification=true")).toMatchObject({
      isInviteQualification: true,
    });
  });

  it("shows the packages for any other cash hash, and a bare failed page for an incomplete one", () => {
    for (const hash of ["#/cash/", "#cash", "#/cash/unknown/", "#/cash/deposit-by-money/abc/preset/"]) {
      expect(cashRouteOf(hash), hash).toEqual({ page: "deposit" });
    }
    expect(cashRouteOf("#/cash/deposit-by-money/5/other/")).toEqual({ page: "deposit" });
    expect(cashRouteOf("#/cash/failed/12/preset/")).toEqual({
      page: "failed",
      presetId: null,
      offerType: null,
      methodId: null,
    });
  });

  it("writes each page back to the hash it was read from", () => {
    const hashes = [
      "#/cash/deposit-by-money/",
      "#/cash/deposit-by-money/12/preset/",
      "#/cash/deposit-by-money/7/promoOffer/?outside-promo-offer=true",
      "#/cash/deposit-by-money/7/promoOffer/?inviteQualification=true",
      "#/cash/success/?orderId=ord_1",
      "#/cash/failed/",
      "#/cash/failed/12/promoOffer/next%20method",
      "#/cash/redeem/",
    ];
    for (const hash of hashes) {
      const route = cashRouteOf(hash);
      expect(route, hash).not.toBeNull();
      expect(cashHashOf(route as CashRoute), hash).toBe(hash);
    }
  });
});

describe("where a checkout's outcome leads (spec §4 deposit flow)", () => {
  it("sends a completed purchase to the success page with its order", () => {
    expect(hashAfterCheckout({ kind: "completed", orderId: "ord 9" })).toBe(
      "#/cash/success/?orderId=ord%209",
    );
  });

  it("sends a failed one to the failed page", () => {
    expect(hashAfterCheckout({ kind: "failed", message: "We are failed" })).toBe("#/cash/failed/");
  });

  it("sends a decline to the next method's route when the provider names one, else to the failed page", () => {
    expect(
      hashAfterCheckout({ kind: "declined", presetId: 3, offerType: "promoOffer", tryNextMethod: "paypal" }),
    ).toBe("#/cash/failed/3/promoOffer/paypal");
    expect(
      hashAfterCheckout({ kind: "declined", presetId: 3, offerType: "preset", tryNextMethod: null }),
    ).toBe("#/cash/failed/");
  });

  it("keeps the player where they were when they cancel", () => {
    expect(hashAfterCheckout({ kind: "cancelled" })).toBeNull();
  });
});
