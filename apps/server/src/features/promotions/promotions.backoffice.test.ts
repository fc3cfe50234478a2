import {
  BackofficePromotionSchema,
  createPromotionEndpoint,
  deactivatePromotionEndpoint,
  listPromotionsEndpoint,
  previewPromotionsEndpoint,
  promotionsPageEndpoint,
  updatePromotionEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("promotions in the back office", () => {
  let t: TestApp;
  let marketing: TestOperator;
  let support: TestOperator;
  let weekendPresetId: number;
  let packagePresetId: number;
  let otherBrandPresetId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.example=nlc" } });
    marketing = await createTestOperator(t.db, { roleId: "marketing", name: "Mia Marketing" });
    // support has no content module at all.
    support = await createTestOperator(t.db, { roleId: "support" });
    const presetId = async (where: string) =>
      (await t.db.query<{ id: number }>(`select id from store_preset where ${where} order by id limit 1`))[0]
        ?.id as number;
    weekendPresetId = await presetId("brand_id = 'funrize' and title like '%Weekend Boost'");
    packagePresetId = await presetId("brand_id = 'funrize' and kind = 'package'");
    otherBrandPresetId = await presetId("brand_id = 'nlc' and kind = 'promoOffer'");
  });
  afterAll(() => t.close());

  const base = "/api/backoffice/content/funrize/promotions/";
  const get = (url: string, who: TestOperator | null = marketing) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const post = (url: string, payload: object | undefined, who: TestOperator | null = marketing) =>
    t.app.inject({ method: "POST", url, headers: backofficeHeaders(who), ...(payload ? { payload } : {}) });
  const errorOf = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const fields = (overrides: object = {}) => ({
    locale: "en",
    type: "offerPeriodic",
    title: "Weekend Blast",
    subtitle: "More Coins on weekends.",
    image: null,
    howWorks: "Come back on Saturday.\nTap Buy.",
    buttonLabel: "Grab it",
    link: null,
    presetId: weekendPresetId,
    needDeposits: null,
    isShowHomePage: false,
    isShowPromoPage: true,
    sortOrder: 5,
    isActive: true,
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
  const guestPage = async () =>
    promotionsPageEndpoint.output.parse((await t.app.inject({ url: "/rest/page/promotions/" })).json())
      .promotions;

  it("refuses a guest, a role without the content module and a player's session", async () => {
    expect(errorOf(await get(base, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await get(base, support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await post(base, fields(), null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(errorOf(await post(base, fields(), support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await post(`${base}1/`, fields(), support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await post(`${base}1/deactivate/`, undefined, support))).toEqual([403, "FORBIDDEN"]);
    expect(errorOf(await get(`${base}preview/`, support))).toEqual([403, "FORBIDDEN"]);
    const player = await createTestPlayer(t.db);
    const asPlayer = await t.app.inject({
      method: "POST",
      url: base,
      headers: { "x-casino-client": "web", cookie: player.cookie },
      payload: fields(),
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it("lists the brand's promotions in a locale, inactive ones too", async () => {
    const response = await get(`${base}?locale=es`);
    expect(response.statusCode).toBe(200);
    const { promotions } = listPromotionsEndpoint.output.parse(response.json());
    expect(promotions.map((promotion) => promotion.title)).toContain("Impulso de fin de semana");
    expect(
      promotions.every((promotion) => promotion.locale === "es" && promotion.brandId === "funrize"),
    ).toBe(true);
    expect(errorOf(await get(`${base}?locale=fr`))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await get("/api/backoffice/content/nobrand/promotions/"))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
  });

  it("refuses promotions that could not be shown: unbuilt types, offers without a promo offer, unsafe links", async () => {
    for (const body of [
      fields({ type: "tournament" }),
      fields({ presetId: null }),
      fields({ type: "verification", presetId: weekendPresetId, link: "/account#verify" }),
      fields({ type: "verification", presetId: null, link: "javascript:alert(1)" }),
      fields({ image: "http://insecure.example/a.png" }),
      fields({ title: "" }),
      fields({ startsAt: "2027-01-02T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" }),
      fields({ extra: true }),
    ]) {
      expect(errorOf(await post(base, body)), JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(errorOf(await post(base, fields({ presetId: packagePresetId })))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    expect(errorOf(await post(base, fields({ presetId: otherBrandPresetId })))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    expect(errorOf(await post(base, fields({ presetId: 2_000_000 })))).toEqual([404, "PRESET_NOT_FOUND"]);
  });

  it("creates a promotion that players see at once, audited", async () => {
    const response = await post(base, fields());
    expect(response.statusCode).toBe(200);
    const created = BackofficePromotionSchema.parse(response.json());
    expect(created).toMatchObject({ brandId: "funrize", type: "offerPeriodic", title: "Weekend Blast" });
    await expectAudited(t.db, createPromotionEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promotion",
      targetId: String(created.id),
    });
    const shown = (await guestPage()).find((promotion) => promotion.id === created.id);
    expect(shown).toMatchObject({
      title: "Weekend Blast",
      howWorks: ["Come back on Saturday.", "Tap Buy."],
      button: { label: "Grab it", link: `#/cash/deposit-by-money/${weekendPresetId}/promoOffer/` },
    });
    // Sort order 5 puts it first.
    expect((await guestPage())[0]?.id).toBe(created.id);
  });

  it("updates a promotion, audited with what it replaced, and the site follows", async () => {
    const created = (await post(base, fields({ title: "Before" }))).json();
    const response = await post(
      `${base}${created.id}/`,
      fields({ type: "verification", presetId: null, link: "/account#verify", title: "After" }),
    );
    expect(response.statusCode).toBe(200);
    expect(BackofficePromotionSchema.parse(response.json())).toMatchObject({
      title: "After",
      type: "verification",
      presetId: null,
      link: "/account#verify",
    });
    await expectAudited(t.db, updatePromotionEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promotion",
      targetId: String(created.id),
    });
    const shown = (await guestPage()).find((promotion) => promotion.id === created.id);
    expect(shown?.button).toEqual({ label: "Grab it", link: "/account#verify" });
    expect(errorOf(await post(`${base}999999/`, fields()))).toEqual([404, "NOT_FOUND"]);
    // Another brand's promotion is not this brand's to edit.
    const [nlc] = await t.db.query<{ id: number }>("select id from promotion where brand_id = 'nlc' limit 1");
    expect(errorOf(await post(`${base}${nlc?.id}/`, fields()))).toEqual([404, "NOT_FOUND"]);
  });

  it("deactivates a promotion, audited; the site drops it and a second deactivation is a conflict", async () => {
    const created = (await post(base, fields({ title: "Short-lived" }))).json();
    const response = await post(`${base}${created.id}/deactivate/`, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json().isActive).toBe(false);
    await expectAudited(t.db, deactivatePromotionEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promotion",
      targetId: String(created.id),
    });
    expect((await guestPage()).map((promotion) => promotion.id)).not.toContain(created.id);
    expect(errorOf(await post(`${base}${created.id}/deactivate/`, undefined))).toEqual([409, "CONFLICT"]);
    expect(errorOf(await post(`${base}999999/deactivate/`, undefined))).toEqual([404, "NOT_FOUND"]);
  });

  it("previews the live site as a guest sees it, per locale", async () => {
    const response = await get(`${base}preview/?locale=es`);
    expect(response.statusCode).toBe(200);
    const { promotions } = previewPromotionsEndpoint.output.parse(response.json());
    expect(promotions.map((promotion) => promotion.title)).toContain("Impulso de fin de semana");
    const english = previewPromotionsEndpoint.output.parse((await get(`${base}preview/`)).json());
    expect(english.promotions).toEqual(await guestPage());
  });
});
