import { availableSetsEndpoint, FlipTheCoinResultSchema } from "@casino/contracts";
import type { RandomSource } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { flipTheCoin } from "./store.flip.service";
import { buy, errorOf, seededPresets, storeCalls } from "./store.test-fixture";

const HOUR = 60 * 60 * 1000;
const LUCKY = ["Lucky Coin: 50% Extra", "Lucky Coin: Double Up", "Lucky Coin: Jackpot"];
const FLIP = "/rest/cash/promo-offer-preset/flip-the-coin/?promoOfferSet=lucky-coin";

describe("flip the coin", () => {
  const clock = manualClock();
  let t: TestApp;
  let presets: Record<string, number>;
  let calls: ReturnType<typeof storeCalls>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    presets = await seededPresets(t.db);
    calls = storeCalls(t);
  });
  afterAll(() => t.close());

  const flip = async (player: TestPlayer) => {
    const response = await calls.post(FLIP, player);
    expect(response.statusCode).toBe(200);
    return FlipTheCoinResultSchema.parse(response.json());
  };
  const offerTitles = async (player: TestPlayer) =>
    availableSetsEndpoint.output
      .parse((await calls.get("/rest/available-sets/check/", player)).json())
      .promoOffers.map((offer) => [offer.title, offer.expiresAt]);

  it("wins one of the set's offers for 24 hours, which then appears in the player's offers", async () => {
    const player = await createTestPlayer(t.db);
    expect((await offerTitles(player)).map(([title]) => title)).not.toEqual(
      expect.arrayContaining([LUCKY[0]]),
    );
    const won = await flip(player);
    if (!won.success) throw new Error(`expected a win, got ${won.reasonType}`);
    const expiresAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(won.data.expiresAt).toBe(expiresAt);
    expect(LUCKY).toContain(won.data.promoOfferPreset.title);
    expect(won.data.promoOfferPreset).toMatchObject({ isAvailable: true, expiresAt });
    expect(await offerTitles(player)).toContainEqual([won.data.promoOfferPreset.title, expiresAt]);
    // Nobody else holds it.
    const other = await createTestPlayer(t.db);
    expect((await offerTitles(other)).map(([title]) => title)).not.toContain(won.data.promoOfferPreset.title);
  });

  it("a player holding a won offer gets that one back, then waits out the cooldown once it is bought", async () => {
    const player = await createTestPlayer(t.db);
    const won = await flip(player);
    if (!won.success) throw new Error("expected a win");
    const flippedAt = clock.now().getTime();
    clock.advance(HOUR);
    const held = await flip(player);
    expect(held).toEqual({ success: false, reasonType: "limit_by_promo_offers", data: won.data });

    await buy(t.db, player.playerId, won.data.promoOfferPreset.id, clock.now());
    expect((await offerTitles(player)).map(([title]) => title)).not.toContain(
      won.data.promoOfferPreset.title,
    );
    expect(await flip(player)).toEqual({
      success: false,
      reasonType: "limit_by_time",
      data: { nextFlipAt: new Date(flippedAt + 24 * HOUR).toISOString() },
    });
    clock.advance(23 * HOUR);
    expect((await flip(player)).success).toBe(true);
  });

  it("an expired win no longer counts as held", async () => {
    const player = await createTestPlayer(t.db);
    const won = await flip(player);
    if (!won.success) throw new Error("expected a win");
    clock.advance(24 * HOUR);
    expect((await offerTitles(player)).map(([title]) => title)).not.toContain(
      won.data.promoOfferPreset.title,
    );
    expect((await flip(player)).success).toBe(true);
  });

  it("finds no offer when none of the set's is available now, and records no flip", async () => {
    const player = await createTestPlayer(t.db);
    const ids = LUCKY.map((title) => presets[title]);
    await t.editContent("store", "update store_preset set min_balance = 1000000 where id = any($1::int[])", [
      ids,
    ]);
    try {
      expect(await flip(player)).toEqual({ success: false, reasonType: "no_offers_found", data: null });
    } finally {
      await t.editContent("store", "update store_preset set min_balance = null where id = any($1::int[])", [
        ids,
      ]);
    }
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from promo_offer_flip where player_id = $1",
      [player.playerId],
    );
    expect(row?.n).toBe(0);
    expect((await flip(player)).success).toBe(true);
  });

  it("knows no set by another name", async () => {
    const player = await createTestPlayer(t.db);
    const response = await calls.post(
      "/rest/cash/promo-offer-preset/flip-the-coin/?promoOfferSet=no-such-set",
      player,
    );
    expect(errorOf(response)).toEqual([404, "PROMO_OFFER_NOT_FOUND"]);
  });

  it("two flips at the same moment give one win", async () => {
    const player = await createTestPlayer(t.db);
    const answers = await Promise.all([
      calls.post(FLIP, player),
      calls.post(FLIP, player),
      calls.post(FLIP, player),
    ]);
    const results = answers.map((answer) => FlipTheCoinResultSchema.parse(answer.json()));
    expect(results.filter((result) => result.success)).toHaveLength(1);
    expect(results.filter((result) => result.reasonType === "limit_by_promo_offers")).toHaveLength(2);
  });

  it("draws by weight from the injected source: 5, 3 and 1 of 9", async () => {
    // randomInt(9) takes ⌊x / ⌊2^32 / 9⌋⌋: the lowest draw lands on the first offer, the highest usable on the last.
    const step = Math.floor(2 ** 32 / 9);
    const drawn = async (value: number) => {
      const player = await createTestPlayer(t.db);
      const source: RandomSource = { nextUint32: () => value };
      const ctx = { db: t.db, clock, readCache: t.app.readCache, rng: source };
      const result = await flipTheCoin(ctx, {
        brandId: "funrize",
        playerId: player.playerId,
        slug: "lucky-coin",
      });
      return result.success ? result.data.promoOfferPreset.title : result.reasonType;
    };
    expect(await drawn(0)).toBe(LUCKY[0]);
    expect(await drawn(5 * step - 1)).toBe(LUCKY[0]);
    expect(await drawn(5 * step)).toBe(LUCKY[1]);
    expect(await drawn(8 * step - 1)).toBe(LUCKY[1]);
    expect(await drawn(8 * step)).toBe(LUCKY[2]);
  });
});
