import {
  availableSetsEndpoint,
  cashPresetEndpoint,
  PromoOfferPresetSchema,
  quickBuyEndpoint,
  subscribePromoOfferEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { errorOf, seededPresets, storeCalls } from "./store.test-fixture";

const PLAYER_GETS = [
  "/rest/available-sets/check/",
  "/rest/cash/presets/1/",
  "/rest/cash/quick-buy/",
  "/rest/promo-offers-bundle/configs/",
];
const PLAYER_POSTS: [string, object][] = [
  ["/rest/promo-offers-bundle/check-availability/", { promoOfferBundleId: 1, promoOfferId: 1 }],
  ["/rest/cash/promo-offer-preset/subscribe/", { urlHash: "spring-boost" }],
  ["/rest/cash/promo-offer-preset/flip-the-coin/?promoOfferSet=lucky-coin", {}],
];

describe("the cash box's offers, for players", () => {
  let t: TestApp;
  let presets: Record<string, number>;
  let calls: ReturnType<typeof storeCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.example=nlc" } });
    presets = await seededPresets(t.db);
    calls = storeCalls(t);
  });
  afterAll(() => t.close());

  const id = (title: string) => {
    const found = presets[title];
    if (found === undefined) throw new Error(`no seeded preset "${title}"`);
    return found;
  };

  it("a guest is asked to sign in on every store endpoint", async () => {
    for (const url of PLAYER_GETS)
      expect(errorOf(await calls.get(url, null)), url).toEqual([401, "UNAUTHENTICATED"]);
    for (const [url, body] of PLAYER_POSTS) {
      expect(errorOf(await calls.post(url, null, body)), url).toEqual([401, "UNAUTHENTICATED"]);
    }
  });

  it("another brand's session is no session here, and a POST without the client header is refused", async () => {
    const nlcPlayer = await createTestPlayer(t.db, { brandId: "nlc" });
    expect(errorOf(await calls.get("/rest/available-sets/check/", nlcPlayer))).toEqual([
      401,
      "UNAUTHENTICATED",
    ]);
    const player = await createTestPlayer(t.db);
    const bare = await t.app.inject({
      method: "POST",
      url: "/rest/cash/promo-offer-preset/subscribe/",
      headers: { cookie: player.cookie },
      payload: { urlHash: "spring-boost" },
    });
    expect(bare.statusCode).toBe(403);
  });

  it("refuses malformed input before anything is read", async () => {
    const player = await createTestPlayer(t.db);
    expect(errorOf(await calls.get("/rest/cash/presets/abc/", player))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await calls.get("/rest/cash/presets/99999999999/", player))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const check = "/rest/promo-offers-bundle/check-availability/";
    expect(errorOf(await calls.post(check, player, { promoOfferBundleId: "x", promoOfferId: 1 }))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const subscribe = "/rest/cash/promo-offer-preset/subscribe/";
    expect(errorOf(await calls.post(subscribe, player, { urlHash: "Not A Hash!" }))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const flip = "/rest/cash/promo-offer-preset/flip-the-coin/";
    expect(errorOf(await calls.post(flip, player, {}))).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("a newcomer sees every package with exact prices and the promo offers they may see, with reasons", async () => {
    const player = await createTestPlayer(t.db);
    const response = await calls.get("/rest/available-sets/check/", player);
    expect(response.statusCode).toBe(200);
    const body = availableSetsEndpoint.output.parse(response.json());
    expect(body.packages.map((p) => p.price)).toEqual([1.99, 4.99, 9.99, 19.99, 29.99, 49.99, 99.99]);
    expect(body.packages.find((p) => p.price === 9.99)).toMatchObject({
      title: "Popular Pick",
      priceCents: 999,
      coins: 10_000,
      entries: 10,
      mostPopular: true,
      isAvailable: true,
      unavailabilityReasons: [],
    });
    expect(body.packages.filter((p) => p.bestDeal).map((p) => p.price)).toEqual([99.99]);
    const offers = Object.fromEntries(body.promoOffers.map((offer) => [offer.title, offer]));
    // Link, flip-the-coin and welcome-pack offers are not listed here.
    expect(Object.keys(offers)).toEqual([
      "FunRize Weekend Boost",
      "Thank-You Offer",
      "High Roller Reload",
      "Deal of the Day",
    ]);
    // The test clock stands on a Sunday.
    expect(offers["FunRize Weekend Boost"]).toMatchObject({
      isAvailable: true,
      dayOfWeek: [6, 7],
      usualPrice: 19.99,
    });
    expect(offers["Thank-You Offer"]).toMatchObject({
      isAvailable: false,
      unavailabilityReasons: ["afterPurchases"],
      minPurchases: 1,
    });
    expect(offers["High Roller Reload"]).toMatchObject({
      unavailabilityReasons: ["minBalance"],
      isMinBalanceReason: true,
      minBalance: 50_000,
    });
    expect(offers["Deal of the Day"]).toMatchObject({ isAvailable: true, limitPerDay: 1, expiresAt: null });
  });

  it("a link offer unlocks with its url hash, once, for that player only", async () => {
    const player = await createTestPlayer(t.db);
    const other = await createTestPlayer(t.db);
    const subscribe = "/rest/cash/promo-offer-preset/subscribe/";
    expect(errorOf(await calls.post(subscribe, player, { urlHash: "no-such-offer" }))).toEqual([
      404,
      "PROMO_OFFER_NOT_FOUND",
    ]);
    expect(errorOf(await calls.get(`/rest/cash/presets/${id("Spring Boost")}/`, player))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    const first = subscribePromoOfferEndpoint.output.parse(
      (await calls.post(subscribe, player, { urlHash: "spring-boost" })).json(),
    );
    expect(first).toEqual({ success: true, presetId: id("Spring Boost") });
    const again = (await calls.post(subscribe, player, { urlHash: "spring-boost" })).json();
    expect(again).toEqual(first);

    const titles = async (who: typeof player) =>
      availableSetsEndpoint.output
        .parse((await calls.get("/rest/available-sets/check/", who)).json())
        .promoOffers.map((offer) => offer.title);
    expect(await titles(player)).toContain("Spring Boost");
    expect(await titles(other)).not.toContain("Spring Boost");
    const deepLink = cashPresetEndpoint.output.parse(
      (await calls.get(`/rest/cash/presets/${id("Spring Boost")}/`, player)).json(),
    );
    expect(deepLink).toMatchObject({ kind: "promoOffer", price: 7.99, isAvailable: true });
  });

  it("a deep link finds a package or offer of the brand, and nothing of another brand", async () => {
    const player = await createTestPlayer(t.db);
    const pack = cashPresetEndpoint.output.parse(
      (await calls.get(`/rest/cash/presets/${id("Vault")}/`, player)).json(),
    );
    expect(pack).toMatchObject({ kind: "package", title: "Vault", price: 49.99, coins: 55_000, entries: 50 });
    const nlc = await seededPresets(t.db, "nlc");
    expect(errorOf(await calls.get(`/rest/cash/presets/${nlc.Vault}/`, player))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    // The welcome pack's second offer is not for sale before the first is bought.
    const second = PromoOfferPresetSchema.parse(
      (await calls.get(`/rest/cash/presets/${id("FunRize Welcome Pack 2 of 3")}/`, player)).json(),
    );
    expect(second).toMatchObject({ isAvailable: false, unavailabilityReasons: ["notCurrent"] });
  });

  it("quick buy offers the quick-buy packages and the welcome pack, and no extra wheel yet", async () => {
    const player = await createTestPlayer(t.db);
    const body = quickBuyEndpoint.output.parse((await calls.get("/rest/cash/quick-buy/", player)).json());
    expect(body.packages.map((p) => p.price)).toEqual([4.99, 9.99, 19.99]);
    expect(body.promoOffers.extraWheel).toBeNull();
    expect(body.promoOffers.bundle).toMatchObject({ type: "welcomePack", isCompleted: false });
    expect(body.promoOffers.bundle?.promoOffers[0]).toMatchObject({
      current: true,
      price: 4.99,
      coins: 25_000,
      entries: 15,
    });
  });
});
