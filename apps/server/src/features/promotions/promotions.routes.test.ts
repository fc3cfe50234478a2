import { type Promotion, promotionsPageEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundPlayer } from "../../test-support/games";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, fixedClock, type TestApp } from "../../test-support/test-app";

const CLIENT = { "x-casino-client": "test" };
/** A Monday: the seeded weekend offer is not on sale. */
const MONDAY = "2026-11-23T12:00:00.000Z";

describe("the promotions page's data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(MONDAY), env: { BRAND_HOSTS: "nlc.example=nlc" } });
  });
  afterAll(() => t.close());

  const page = async (player?: TestPlayer, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: "/rest/page/promotions/",
      headers: { ...headers, ...(player ? { cookie: player.cookie } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return promotionsPageEndpoint.output.parse(response.json()).promotions;
  };
  const byTitle = (promotions: Promotion[], title: string) => {
    const found = promotions.find((promotion) => promotion.title === title);
    if (!found) throw new Error(`no promotion "${title}" among ${promotions.map((p) => p.title).join(", ")}`);
    return found;
  };

  it("a guest gets the brand's promotions in order, offers linking to the cash box, without a player's verdict", async () => {
    const promotions = await page();
    expect(promotions.map((promotion) => [promotion.type, promotion.title])).toEqual([
      ["offerPeriodic", "Weekend Boost"],
      ["offerDeposit", "Thank-You Offer"],
      ["offerPeriodic", "Deal of the Day"],
      ["offerDeposit", "High Roller Reload"],
      ["verification", "Verify your identity"],
    ]);
    const weekend = byTitle(promotions, "Weekend Boost");
    expect(weekend).toMatchObject({
      viewKeys: { isShowHomePage: true, isShowPromoPage: true },
      needDeposits: null,
      data: {},
      isAvailable: true,
      unavailabilityReasons: [],
    });
    expect(weekend.howWorks).toHaveLength(3);
    expect(weekend.button?.link).toMatch(/^#\/cash\/deposit-by-money\/\d+\/promoOffer\/$/);
    expect(byTitle(promotions, "Verify your identity").button).toEqual({
      label: "Verify now",
      link: "/account#verify",
    });
  });

  it("speaks the visitor's language and shows the brand of the host", async () => {
    const spanish = await page(undefined, { cookie: "locale=es" });
    expect(spanish.map((promotion) => promotion.title)).toContain("Impulso de fin de semana");
    const nlc = await page(undefined, { host: "nlc.example" });
    const funrize = await page();
    expect(nlc.map((promotion) => promotion.id)).not.toEqual(funrize.map((promotion) => promotion.id));
    expect(nlc).toHaveLength(funrize.length);
  });

  it("a player sees each offer with whether they may buy it now and why not (the tooltips)", async () => {
    const player = await createTestPlayer(t.db);
    const promotions = await page(player);
    const weekend = byTitle(promotions, "Weekend Boost");
    expect(weekend.isAvailable).toBe(false);
    expect(weekend.unavailabilityReasons).toEqual(["dayOfWeek"]);
    expect(weekend.data.promoOfferPreset).toMatchObject({ dayOfWeek: [6, 7], isAvailable: false });
    expect(weekend.button?.link).toBe(
      `#/cash/deposit-by-money/${weekend.data.promoOfferPreset?.id}/promoOffer/`,
    );
    expect(byTitle(promotions, "Thank-You Offer").unavailabilityReasons).toEqual(["afterPurchases"]);
    const reload = byTitle(promotions, "High Roller Reload");
    expect(reload.unavailabilityReasons).toEqual(["minBalance"]);
    expect(reload.data.promoOfferPreset?.isMinBalanceReason).toBe(true);
    const deal = byTitle(promotions, "Deal of the Day");
    expect(deal).toMatchObject({ isAvailable: true, unavailabilityReasons: [] });
    expect(deal.data.promoOfferPreset).toMatchObject({ limitPerDay: 1, isAvailable: true });
  });

  it("a rich player may buy the high-roller reload", async () => {
    const player = await createTestPlayer(t.db);
    await fundPlayer(t.db, player.playerId, { coins: 60_000 });
    const reload = byTitle(await page(player), "High Roller Reload");
    expect(reload).toMatchObject({ isAvailable: true, unavailabilityReasons: [] });
  });

  it("a verified player is not asked to verify", async () => {
    const player = await createTestPlayer(t.db);
    expect((await page(player)).map((promotion) => promotion.type)).toContain("verification");
    await t.db.query(
      "insert into identity_verification (player_id, status, method, verified_at) values ($1, 'verified', 'document', now())",
      [player.playerId],
    );
    expect((await page(player)).map((promotion) => promotion.type)).not.toContain("verification");
  });

  it("shows a promotion for depositors only to players with a purchase, and one for newcomers only to others", async () => {
    const [thanks] = await t.db.query<{ id: number }>(
      "select id from promotion where brand_id = 'funrize' and locale = 'en' and title = 'Thank-You Offer'",
    );
    const [verify] = await t.db.query<{ id: number }>(
      "select id from promotion where brand_id = 'funrize' and locale = 'en' and type = 'verification'",
    );
    await t.editContent("promotions", "update promotion set need_deposits = true where id = $1", [
      thanks?.id,
    ]);
    await t.editContent("promotions", "update promotion set need_deposits = false where id = $1", [
      verify?.id,
    ]);
    try {
      const newcomer = await createTestPlayer(t.db);
      const depositor = await createTestPlayer(t.db);
      const [preset] = await t.db.query<{ id: number }>(
        "select id from store_preset where brand_id = 'funrize' and kind = 'package' order by id limit 1",
      );
      await t.db.query(
        "insert into store_purchase (order_id, player_id, preset_id, purchased_at) values (gen_random_uuid(), $1, $2, $3)",
        [depositor.playerId, preset?.id, "2026-11-20T10:00:00Z"],
      );
      const titlesOf = async (player?: TestPlayer) =>
        (await page(player)).map((promotion) => promotion.title);
      expect(await titlesOf(newcomer)).not.toContain("Thank-You Offer");
      expect(await titlesOf(newcomer)).toContain("Verify your identity");
      expect(await titlesOf(depositor)).toContain("Thank-You Offer");
      expect(await titlesOf(depositor)).not.toContain("Verify your identity");
      // After the first purchase the thank-you offer is on sale.
      expect(byTitle(await page(depositor), "Thank-You Offer").isAvailable).toBe(true);
      expect(await titlesOf()).not.toContain("Thank-You Offer");
    } finally {
      await t.editContent("promotions", "update promotion set need_deposits = null where id in ($1, $2)", [
        thanks?.id,
        verify?.id,
      ]);
    }
  });

  it("leaves out promotions outside their dates and those turned off", async () => {
    await t.editContent(
      "promotions",
      "update promotion set ends_at = $1 where brand_id = 'funrize' and title = 'Deal of the Day'",
      [MONDAY],
    );
    await t.editContent(
      "promotions",
      "update promotion set is_active = false where brand_id = 'funrize' and title = 'High Roller Reload'",
    );
    const titles = (await page()).map((promotion) => promotion.title);
    expect(titles).not.toContain("Deal of the Day");
    expect(titles).not.toContain("High Roller Reload");
    expect(titles).toContain("Weekend Boost");
    await t.editContent(
      "promotions",
      "update promotion set ends_at = null, is_active = true where brand_id = 'funrize' and title in ('Deal of the Day', 'High Roller Reload')",
    );
  });

  it("a player in a cool-off is shown no promotions", async () => {
    const player = await createTestPlayer(t.db);
    const coolOff = await t.app.inject({
      method: "POST",
      url: "/rest/responsible-play/cool-off/",
      headers: { ...CLIENT, cookie: player.cookie },
      payload: { days: 2 },
    });
    expect(coolOff.statusCode).toBe(200);
    expect(await page(player)).toEqual([]);
  });

  it("is never kept by a shared cache", async () => {
    const response = await t.app.inject({ url: "/rest/page/promotions/" });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toContain("Cookie");
  });
});
