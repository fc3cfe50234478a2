import {
  availableSetsEndpoint,
  BackofficeBundleSchema,
  BackofficeFlipSetSchema,
  BackofficePresetSchema,
  createPromoOfferSetEndpoint,
  createStorePresetEndpoint,
  deactivateStorePresetEndpoint,
  promoOfferBundlesEndpoint,
  updatePromoOfferBundleEndpoint,
  updatePromoOfferSetEndpoint,
  updateStorePresetEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { errorOf, seededPresets, storeCalls } from "./store.test-fixture";

const BASE = "/api/backoffice/store/funrize";
const newOffer = {
  kind: "promoOffer",
  title: "Cyber Monday Mega",
  price: "24.99",
  usualPrice: "39.99",
  coins: "60000",
  entries: "35.50",
  badgeLabel: "Cyber Monday",
  imagePopup: null,
  bestDeal: false,
  mostPopular: false,
  isQuickBuy: false,
  isPopup: false,
  sortOrder: 150,
  isActive: true,
  availableFrom: null,
  availableTill: "2026-12-01T00:00:00Z",
  daysOfWeek: null,
  minBalance: null,
  minPurchases: null,
  limitPerDay: 2,
  relatedPresetIds: [],
  urlHash: null,
};

describe("back office: packages, promo offers, the welcome pack and flip sets", () => {
  let t: TestApp;
  let marketing: TestOperator;
  let finance: TestOperator;
  let player: TestPlayer;
  let presets: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
    player = await createTestPlayer(t.db);
    presets = await seededPresets(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null = marketing) =>
    t.app.inject({ url, headers: backofficeHeaders(who) });
  const post = (url: string, payload?: object, who: TestOperator | null = marketing) =>
    t.app.inject({ method: "POST", url, headers: backofficeHeaders(who), ...(payload ? { payload } : {}) });
  const playerOffers = async () => {
    const body = availableSetsEndpoint.output.parse(
      (await storeCalls(t).get("/rest/available-sets/check/", player)).json(),
    );
    return Object.fromEntries(body.promoOffers.map((offer) => [offer.title, offer]));
  };

  it("refuses a guest, a player's session and an operator without the content module", async () => {
    for (const url of [`${BASE}/presets/`, `${BASE}/bundles/`, `${BASE}/flip-sets/`]) {
      expect(errorOf(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(errorOf(await t.app.inject({ url, headers: { cookie: player.cookie } }))).toEqual([
        401,
        "UNAUTHENTICATED",
      ]);
      expect((await get(url, finance)).statusCode).toBe(403);
    }
    expect(errorOf(await post(`${BASE}/presets/`, newOffer, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect((await post(`${BASE}/presets/`, newOffer, finance)).statusCode).toBe(403);
  });

  it("lists both kinds of the brand, in order, with exact amounts", async () => {
    const response = await get(`${BASE}/presets/`);
    expect(response.statusCode).toBe(200);
    const list = response.json().presets.map((row: unknown) => BackofficePresetSchema.parse(row));
    expect(list.filter((row: { kind: string }) => row.kind === "package")).toHaveLength(7);
    expect(list.find((row: { title: string }) => row.title === "Popular Pick")).toMatchObject({
      price: "9.99",
      coins: "10000",
      entries: "10.00",
      isQuickBuy: true,
    });
    expect(list.find((row: { title: string }) => row.title === "Spring Boost")).toMatchObject({
      urlHash: "spring-boost",
    });
  });

  it("refuses bad amounts, an inverted window, a taken url hash and another brand's related preset", async () => {
    expect(errorOf(await post(`${BASE}/presets/`, { ...newOffer, price: "9.999" }))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    expect(errorOf(await post(`${BASE}/presets/`, { ...newOffer, price: "0" }))).toEqual([
      400,
      "VALIDATION_FAILED",
    ]);
    const inverted = { ...newOffer, availableFrom: "2026-12-02T00:00:00Z" };
    expect(errorOf(await post(`${BASE}/presets/`, inverted))).toEqual([400, "VALIDATION_FAILED"]);
    expect(errorOf(await post(`${BASE}/presets/`, { ...newOffer, urlHash: "spring-boost" }))).toEqual([
      409,
      "CONFLICT",
    ]);
    const nlc = await seededPresets(t.db, "nlc");
    expect(errorOf(await post(`${BASE}/presets/`, { ...newOffer, relatedPresetIds: [nlc.Vault] }))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
  });

  it("creates, updates and deactivates an offer, audited, and players see each change at once", async () => {
    const created = await post(`${BASE}/presets/`, newOffer);
    expect(created.statusCode).toBe(200);
    const row = BackofficePresetSchema.parse(created.json());
    expect(row).toMatchObject({
      price: "24.99",
      entries: "35.50",
      limitPerDay: 2,
      availableTill: "2026-12-01T00:00:00.000Z",
    });
    await expectAudited(t.db, createStorePresetEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "store_preset",
      targetId: String(row.id),
    });
    expect((await playerOffers())["Cyber Monday Mega"]).toMatchObject({
      price: 24.99,
      coins: 60_000,
      entries: 35.5,
    });

    const updated = await post(`${BASE}/presets/${row.id}/`, {
      ...newOffer,
      price: "19.99",
      daysOfWeek: [7, 6],
    });
    expect(BackofficePresetSchema.parse(updated.json())).toMatchObject({
      price: "19.99",
      daysOfWeek: [6, 7],
    });
    await expectAudited(t.db, updateStorePresetEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "store_preset",
      targetId: String(row.id),
    });
    expect((await playerOffers())["Cyber Monday Mega"]).toMatchObject({ price: 19.99, dayOfWeek: [6, 7] });

    const deactivated = await post(`${BASE}/presets/${row.id}/deactivate/`);
    expect(BackofficePresetSchema.parse(deactivated.json())).toMatchObject({ isActive: false });
    await expectAudited(t.db, deactivateStorePresetEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "store_preset",
      targetId: String(row.id),
    });
    expect(await playerOffers()).not.toHaveProperty("Cyber Monday Mega");
    expect(errorOf(await storeCalls(t).get(`/rest/cash/presets/${row.id}/`, player))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
    expect(errorOf(await post(`${BASE}/presets/99999/deactivate/`))).toEqual([404, "PRESET_NOT_FOUND"]);
    expect(errorOf(await post(`/api/backoffice/store/nlc/presets/${row.id}/deactivate/`))).toEqual([
      404,
      "PRESET_NOT_FOUND",
    ]);
  });

  it("reorders the welcome pack (audited) and the player's current offer follows", async () => {
    const [bundle] = (await get(`${BASE}/bundles/`))
      .json()
      .bundles.map((b: unknown) => BackofficeBundleSchema.parse(b));
    if (!bundle) throw new Error("the brand has no seeded bundle");
    const reordered = [...bundle.presetIds].reverse();
    expect(
      errorOf(
        await post(`${BASE}/bundles/${bundle.id}/`, {
          title: bundle.title,
          presetIds: [presets.Vault],
          isActive: true,
        }),
      ),
    ).toEqual([404, "PRESET_NOT_FOUND"]);
    expect(
      errorOf(await post(`${BASE}/bundles/99999/`, { title: "x", presetIds: reordered, isActive: true })),
    ).toEqual([404, "NOT_FOUND"]);
    const saved = await post(`${BASE}/bundles/${bundle.id}/`, {
      title: "Welcome!",
      presetIds: reordered,
      isActive: true,
    });
    expect(BackofficeBundleSchema.parse(saved.json())).toMatchObject({
      title: "Welcome!",
      presetIds: reordered,
    });
    await expectAudited(t.db, updatePromoOfferBundleEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promo_offer_bundle",
      targetId: String(bundle.id),
    });
    const configs = promoOfferBundlesEndpoint.output.parse(
      (await storeCalls(t).get("/rest/promo-offers-bundle/configs/", player)).json(),
    );
    expect(configs.bundles[0]?.promoOffers.find((offer) => offer.current)?.id).toBe(reordered[0]);
    await post(`${BASE}/bundles/${bundle.id}/`, {
      title: bundle.title,
      presetIds: bundle.presetIds,
      isActive: true,
    });
  });

  it("creates and edits a flip set (audited) that players can flip at once", async () => {
    const fields = {
      slug: "holiday-flip",
      offers: [{ presetId: presets["Deal of the Day"], weight: 1 }],
      cooldownHours: 12,
      isActive: true,
    };
    expect(errorOf(await post(`${BASE}/flip-sets/`, { ...fields, slug: "lucky-coin" }))).toEqual([
      409,
      "CONFLICT",
    ]);
    expect(
      errorOf(
        await post(`${BASE}/flip-sets/`, { ...fields, offers: [{ presetId: presets.Vault, weight: 1 }] }),
      ),
    ).toEqual([404, "PRESET_NOT_FOUND"]);
    const created = BackofficeFlipSetSchema.parse((await post(`${BASE}/flip-sets/`, fields)).json());
    expect(created).toMatchObject({ slug: "holiday-flip", cooldownHours: 12 });
    await expectAudited(t.db, createPromoOfferSetEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promo_offer_set",
      targetId: String(created.id),
    });
    const updated = await post(`${BASE}/flip-sets/${created.id}/`, { ...fields, cooldownHours: 6 });
    expect(BackofficeFlipSetSchema.parse(updated.json())).toMatchObject({ cooldownHours: 6 });
    await expectAudited(t.db, updatePromoOfferSetEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "promo_offer_set",
      targetId: String(created.id),
    });
    const sets = (await get(`${BASE}/flip-sets/`))
      .json()
      .sets.map((s: unknown) => BackofficeFlipSetSchema.parse(s));
    expect(sets.map((set: { slug: string }) => set.slug)).toEqual(["lucky-coin", "holiday-flip"]);
    const flip = await storeCalls(t).post(
      "/rest/cash/promo-offer-preset/flip-the-coin/?promoOfferSet=holiday-flip",
      player,
    );
    expect(flip.json()).toMatchObject({
      success: true,
      data: { promoOfferPreset: { title: "Deal of the Day" } },
    });
  });
});
