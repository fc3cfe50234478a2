import {
  checkPromoOfferBundleEndpoint,
  promoOfferBundlesEndpoint,
  quickBuyEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, fixedClock, type TestApp } from "../../test-support/test-app";
import { buy, errorOf, seededPresets, storeCalls } from "./store.test-fixture";

describe("the welcome pack: offers bought one after another", () => {
  const clock = fixedClock();
  let t: TestApp;
  let presets: Record<string, number>;
  let calls: ReturnType<typeof storeCalls>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    presets = await seededPresets(t.db);
    calls = storeCalls(t);
  });
  afterAll(() => t.close());

  const step = (n: number) => presets[`FunRize Welcome Pack ${n} of 3`] as number;
  const bundleOf = async (player: TestPlayer) => {
    const body = promoOfferBundlesEndpoint.output.parse(
      (await calls.get("/rest/promo-offers-bundle/configs/", player)).json(),
    );
    expect(body.bundles).toHaveLength(1);
    return body.bundles[0] as (typeof body.bundles)[number];
  };
  const check = async (player: TestPlayer, bundleId: number, promoOfferId: number) => {
    const response = await calls.post("/rest/promo-offers-bundle/check-availability/", player, {
      promoOfferBundleId: bundleId,
      promoOfferId,
    });
    return checkPromoOfferBundleEndpoint.output.parse(response.json());
  };

  it("starts at the first offer, moves on with each purchase and ends when all are bought", async () => {
    const player = await createTestPlayer(t.db);
    const bundle = await bundleOf(player);
    expect(bundle).toMatchObject({ type: "welcomePack", title: "FunRize Welcome Pack", isCompleted: false });
    expect(bundle.promoOffers.map((offer) => [offer.id, offer.current, offer.isBought])).toEqual([
      [step(1), true, false],
      [step(2), false, false],
      [step(3), false, false],
    ]);
    expect(await check(player, bundle.id, step(1))).toEqual({ available: true, unavailabilityReasons: [] });
    expect(await check(player, bundle.id, step(2))).toEqual({
      available: false,
      unavailabilityReasons: ["notCurrent"],
    });

    await buy(t.db, player.playerId, step(1), clock.now());
    const after = await bundleOf(player);
    expect(after.promoOffers.map((offer) => offer.current)).toEqual([false, true, false]);
    expect(after.promoOffers[0]).toMatchObject({ isBought: true, unavailabilityReasons: ["alreadyBought"] });
    expect(await check(player, bundle.id, step(1))).toEqual({
      available: false,
      unavailabilityReasons: ["alreadyBought"],
    });
    expect(await check(player, bundle.id, step(2))).toEqual({ available: true, unavailabilityReasons: [] });
    const quick = quickBuyEndpoint.output.parse((await calls.get("/rest/cash/quick-buy/", player)).json());
    expect(quick.promoOffers.bundle?.promoOffers.find((offer) => offer.current)?.id).toBe(step(2));

    await buy(t.db, player.playerId, step(2), clock.now());
    await buy(t.db, player.playerId, step(3), clock.now());
    expect(await bundleOf(player)).toMatchObject({ isCompleted: true });
    const done = quickBuyEndpoint.output.parse((await calls.get("/rest/cash/quick-buy/", player)).json());
    expect(done.promoOffers.bundle).toBeNull();
  });

  it("a purchase recorded twice for one order counts once", async () => {
    const player = await createTestPlayer(t.db);
    const { recordPresetPurchase } = await import("./index");
    const order = {
      orderId: "00000000-0000-4000-8000-00000000b001",
      playerId: player.playerId,
      at: clock.now(),
    };
    await recordPresetPurchase(t.db, { ...order, presetId: step(1) });
    await recordPresetPurchase(t.db, { ...order, presetId: step(1) });
    const bundle = await bundleOf(player);
    expect(bundle.promoOffers.map((offer) => offer.current)).toEqual([false, true, false]);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from store_purchase where player_id = $1",
      [player.playerId],
    );
    expect(row?.n).toBe(1);
  });

  it("knows no bundle of another brand and no offer outside the bundle", async () => {
    const player = await createTestPlayer(t.db);
    const bundle = await bundleOf(player);
    const [nlcBundle] = await t.db.query<{ id: number }>(
      "select id from promo_offer_bundle where brand_id = 'nlc'",
    );
    const url = "/rest/promo-offers-bundle/check-availability/";
    expect(
      errorOf(await calls.post(url, player, { promoOfferBundleId: nlcBundle?.id, promoOfferId: step(1) })),
    ).toEqual([404, "PROMO_OFFER_NOT_FOUND"]);
    expect(
      errorOf(
        await calls.post(url, player, {
          promoOfferBundleId: bundle.id,
          promoOfferId: presets["Deal of the Day"],
        }),
      ),
    ).toEqual([404, "PROMO_OFFER_NOT_FOUND"]);
  });
});
