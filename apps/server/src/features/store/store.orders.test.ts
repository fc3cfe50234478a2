import { AppInitSchema, BRANDS, HomePageSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "../../platform/errors";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, fixedClock, type TestApp } from "../../test-support/test-app";
import { depositsCountOf, quotePresetForOrder } from "./index";
import { buy, seededPresets, storeCalls } from "./store.test-fixture";

/** What payments and app init get from the store's index. */
describe("pricing an order, recording its purchase and counting deposits", () => {
  const clock = fixedClock();
  let t: TestApp;
  let presets: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    presets = await seededPresets(t.db);
  });
  afterAll(() => t.close());

  const quote = (playerId: string, title: string, offerType: "preset" | "promoOffer") =>
    quotePresetForOrder(t.db, {
      brandId: "funrize",
      playerId,
      presetId: presets[title] as number,
      offerType,
      now: clock.now(),
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: AppError) => ({ status: error.statusCode, code: error.code, message: error.message }),
    );

  it("prices a package exactly as it is on sale", async () => {
    const player = await createTestPlayer(t.db);
    expect(await quote(player.playerId, "Popular Pick", "preset")).toEqual({
      presetId: presets["Popular Pick"],
      offerType: "preset",
      title: "Popular Pick",
      coins: 10_000n,
      entries: 1_000n,
      priceCents: 999n,
    });
  });

  it("finds no preset under the wrong offer type, of another brand, inactive or not unlocked", async () => {
    const player = await createTestPlayer(t.db);
    expect(await refusal(quote(player.playerId, "Popular Pick", "promoOffer"))).toMatchObject({
      status: 404,
      code: "PRESET_NOT_FOUND",
    });
    const nlc = await seededPresets(t.db, "nlc");
    const otherBrand = quotePresetForOrder(t.db, {
      brandId: "funrize",
      playerId: player.playerId,
      presetId: nlc.Vault as number,
      offerType: "preset",
      now: clock.now(),
    });
    expect(await refusal(otherBrand)).toMatchObject({ code: "PRESET_NOT_FOUND" });
    expect(await refusal(quote(player.playerId, "Spring Boost", "promoOffer"))).toMatchObject({
      code: "PRESET_NOT_FOUND",
    });
    expect(await refusal(quote(player.playerId, "Lucky Coin: Jackpot", "promoOffer"))).toMatchObject({
      code: "PRESET_NOT_FOUND",
    });
    await storeCalls(t).post("/rest/cash/promo-offer-preset/subscribe/", player, { urlHash: "spring-boost" });
    expect((await quote(player.playerId, "Spring Boost", "promoOffer")).priceCents).toBe(799n);
    await t.editContent("store", "update store_preset set is_active = false where id = $1", [
      presets.Starter,
    ]);
    try {
      expect(await refusal(quote(player.playerId, "Starter", "preset"))).toMatchObject({
        code: "PRESET_NOT_FOUND",
      });
    } finally {
      await t.editContent("store", "update store_preset set is_active = true where id = $1", [
        presets.Starter,
      ]);
    }
  });

  it("refuses an offer the player cannot buy now, saying why", async () => {
    const player = await createTestPlayer(t.db);
    expect(await refusal(quote(player.playerId, "Thank-You Offer", "promoOffer"))).toEqual({
      status: 409,
      code: "PRESET_UNAVAILABLE",
      message: '"Thank-You Offer" cannot be bought now: it is sold from your purchase number 1 on.',
    });
    expect(await refusal(quote(player.playerId, "FunRize Welcome Pack 2 of 3", "promoOffer"))).toMatchObject({
      status: 409,
      message: expect.stringContaining("not the next offer of its bundle"),
    });
    await buy(t.db, player.playerId, presets["FunRize Welcome Pack 1 of 3"] as number, clock.now());
    expect(await refusal(quote(player.playerId, "FunRize Welcome Pack 1 of 3", "promoOffer"))).toMatchObject({
      message: expect.stringContaining("you have bought it already"),
    });
    expect((await quote(player.playerId, "FunRize Welcome Pack 2 of 3", "promoOffer")).priceCents).toBe(999n);
    expect((await quote(player.playerId, "Thank-You Offer", "promoOffer")).coins).toBe(20_000n);
    await buy(t.db, player.playerId, presets["Deal of the Day"] as number, clock.now());
    expect(await refusal(quote(player.playerId, "Deal of the Day", "promoOffer"))).toMatchObject({
      message: expect.stringContaining("1 time(s) a day"),
    });
  });

  it("prices an order inside the caller's transaction too", async () => {
    const player = await createTestPlayer(t.db);
    // A cold cache would wait for the transaction's own connection on PGlite: the quote reads no cache.
    t.app.readCache.forgetAll();
    const quoted = await t.db.transaction((tx) =>
      quotePresetForOrder(tx, {
        brandId: "funrize",
        playerId: player.playerId,
        presetId: presets.Vault as number,
        offerType: "preset",
        now: clock.now(),
      }),
    );
    expect(quoted.priceCents).toBe(4999n);
  });

  it("counts completed purchases as deposits in app init, and the player's page class follows", async () => {
    const player = await createTestPlayer(t.db, { registrationComplete: true, emailConfirmed: true });
    const appInit = async () =>
      AppInitSchema.parse(
        (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })).json(),
      );
    expect(await appInit()).toMatchObject({ isGuest: false, depositsCount: 0, hasDeposits: false });
    expect(await t.app.playerPageClasses.of(BRANDS.funrize, player.playerId)).toMatchObject({
      hasDeposits: false,
    });
    await buy(t.db, player.playerId, presets.Starter as number, clock.now());
    await buy(t.db, player.playerId, presets.Handful as number, clock.now());
    expect(await depositsCountOf(t.db, player.playerId)).toBe(2);
    expect(await appInit()).toMatchObject({ depositsCount: 2, hasDeposits: true });
    expect(await t.app.playerPageClasses.of(BRANDS.funrize, player.playerId)).toMatchObject({
      hasDeposits: true,
    });
  });

  it("app init carries the brand's popup presets for players and none for guests", async () => {
    const player = await createTestPlayer(t.db);
    const body = AppInitSchema.parse(
      (await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } })).json(),
    );
    expect(body.bannerPresetPackage).toMatchObject({
      title: "FunRize Welcome Pack 1 of 3",
      price: 4.99,
      coins: 25_000,
    });
    expect(body.popupPresetPackages.map((offer) => offer.title)).toEqual([
      "FunRize Welcome Pack 1 of 3",
      "Popular Pick",
    ]);
    const guest = AppInitSchema.parse((await t.app.inject({ url: "/rest/app/init/" })).json());
    expect(guest).toMatchObject({ bannerPresetPackage: null, popupPresetPackages: [] });
  });

  it("the home shows the brand's quick-buy packages and follows an operator's edit", async () => {
    const home = async () => HomePageSchema.parse((await t.app.inject({ url: "/rest/page/home/" })).json());
    expect((await home()).packages.map((offer) => [offer.title, offer.price])).toEqual([
      ["Handful", 4.99],
      ["Popular Pick", 9.99],
      ["Big Stack", 19.99],
    ]);
    await t.editContent("store", "update store_preset set is_quick_buy = false where id = $1", [
      presets.Handful,
    ]);
    try {
      expect((await home()).packages.map((offer) => offer.title)).toEqual(["Popular Pick", "Big Stack"]);
    } finally {
      await t.editContent("store", "update store_preset set is_quick_buy = true where id = $1", [
        presets.Handful,
      ]);
    }
  });
});
