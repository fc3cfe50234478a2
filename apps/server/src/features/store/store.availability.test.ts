import { availableSetsEndpoint, type PromoOfferPreset } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundPlayer, manualClock } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { buy, seededPresets, storeCalls } from "./store.test-fixture";

const HOUR = 60 * 60 * 1000;

/** Each rule of a promo offer, judged on the player's own rows at the server's clock (decision 046). */
describe("why a promo offer is or is not for sale to a player", () => {
  // Sunday 2026-11-22, 12:00 UTC.
  const clock = manualClock();
  let t: TestApp;
  let presets: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    presets = await seededPresets(t.db);
  });
  afterAll(() => t.close());

  const offersOf = async (player: TestPlayer): Promise<Record<string, PromoOfferPreset>> => {
    const response = await storeCalls(t).get("/rest/available-sets/check/", player);
    const { promoOffers } = availableSetsEndpoint.output.parse(response.json());
    return Object.fromEntries(promoOffers.map((offer) => [offer.title, offer]));
  };
  const reasonsOf = async (player: TestPlayer, title: string) =>
    (await offersOf(player))[title]?.unavailabilityReasons;
  const presetId = (title: string) => presets[title] as number;

  it("sells the weekend offer on Saturday and Sunday (UTC) and says why not on Monday", async () => {
    const player = await createTestPlayer(t.db);
    expect(await reasonsOf(player, "FunRize Weekend Boost")).toEqual([]);
    clock.advance(12 * HOUR);
    try {
      expect(await reasonsOf(player, "FunRize Weekend Boost")).toEqual(["dayOfWeek"]);
    } finally {
      clock.advance(-12 * HOUR);
    }
  });

  it("sells the thank-you offer from the first completed purchase on", async () => {
    const player = await createTestPlayer(t.db);
    expect(await reasonsOf(player, "Thank-You Offer")).toEqual(["afterPurchases"]);
    await buy(t.db, player.playerId, presetId("Starter"), clock.now());
    expect(await reasonsOf(player, "Thank-You Offer")).toEqual([]);
  });

  it("sells the high-roller offer once the coins balance reaches its minimum", async () => {
    const player = await createTestPlayer(t.db);
    await fundPlayer(t.db, player.playerId, { coins: 49_999 });
    const offer = (await offersOf(player))["High Roller Reload"];
    expect(offer).toMatchObject({
      isAvailable: false,
      unavailabilityReasons: ["minBalance"],
      isMinBalanceReason: true,
    });
    await fundPlayer(t.db, player.playerId, { coins: 1 });
    expect((await offersOf(player))["High Roller Reload"]).toMatchObject({
      isAvailable: true,
      isMinBalanceReason: false,
    });
  });

  it("sells the deal of the day once per UTC day", async () => {
    const player = await createTestPlayer(t.db);
    await buy(t.db, player.playerId, presetId("Deal of the Day"), new Date(clock.now().getTime() - HOUR));
    expect((await offersOf(player))["Deal of the Day"]).toMatchObject({
      isAvailable: false,
      unavailabilityReasons: ["limitPerDay"],
      isLimitPerDayReason: true,
    });
    // Yesterday's purchase does not count today.
    const other = await createTestPlayer(t.db);
    await buy(t.db, other.playerId, presetId("Deal of the Day"), new Date(clock.now().getTime() - 13 * HOUR));
    expect(await reasonsOf(other, "Deal of the Day")).toEqual([]);
    // Past midnight UTC the first player may buy it again.
    clock.advance(12 * HOUR);
    try {
      expect(await reasonsOf(player, "Deal of the Day")).toEqual([]);
    } finally {
      clock.advance(-12 * HOUR);
    }
  });

  it("sells an offer only within its date window, and shows an operator's change at once", async () => {
    const player = await createTestPlayer(t.db);
    const id = presetId("Deal of the Day");
    const setWindow = (from: string | null, till: string | null) =>
      t.editContent(
        "store",
        "update store_preset set available_from = $1, available_till = $2 where id = $3",
        [from, till, id],
      );
    try {
      await setWindow("2026-11-23T00:00:00Z", null);
      expect((await offersOf(player))["Deal of the Day"]).toMatchObject({
        unavailabilityReasons: ["dateWindow"],
        availableFrom: "2026-11-23T00:00:00.000Z",
      });
      await setWindow(null, "2026-11-22T12:00:00Z");
      expect(await reasonsOf(player, "Deal of the Day")).toEqual(["dateWindow"]);
      await setWindow("2026-11-22T00:00:00Z", "2026-11-22T12:00:00.001Z");
      expect(await reasonsOf(player, "Deal of the Day")).toEqual([]);
    } finally {
      await setWindow(null, null);
    }
  });

  it("names every reason that applies at once", async () => {
    const player = await createTestPlayer(t.db);
    const id = presetId("Thank-You Offer");
    await t.editContent(
      "store",
      "update store_preset set days_of_week = '{1}', min_balance = 10 where id = $1",
      [id],
    );
    try {
      expect((await offersOf(player))["Thank-You Offer"]).toMatchObject({
        isAvailable: false,
        unavailabilityReasons: ["afterPurchases", "dayOfWeek", "minBalance"],
        isMinBalanceReason: true,
        isLimitPerDayReason: false,
      });
    } finally {
      await t.editContent(
        "store",
        "update store_preset set days_of_week = null, min_balance = null where id = $1",
        [id],
      );
    }
  });
});
