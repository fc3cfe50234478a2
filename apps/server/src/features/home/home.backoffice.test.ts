import {
  BackofficeBannerSchema,
  createBannerEndpoint,
  HomePageSchema,
  reorderBannersEndpoint,
  reorderHomeRowsEndpoint,
  updateBannerEndpoint,
  updateHomeRowEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessBus } from "../../platform/bus";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const BANNERS = "/api/backoffice/content/nlc/banners/";
const ROWS = "/api/backoffice/content/nlc/home-rows/";

const tournaments = {
  type: "promo",
  audience: "all",
  title: { en: "Spring tournaments", es: "Torneos de primavera" },
  subtitle: null,
  buttonText: { en: "Join", es: "Únete" },
  link: "/tournaments/",
  artTheme: { colors: ["#0f172a", "#1d4ed8", "#facc15"], motif: "crown" },
  isActive: true,
};

describe("back office: the brand's home banners and collection rows", () => {
  const env = { BRAND_HOSTS: "nlc.localhost=nlc" };
  const bus = createInProcessBus();
  let t: TestApp;
  let there: TestApp;
  let marketing: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ env, bus });
    there = await createTestApp({ env, bus, nodeBeside: t });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(async () => {
    await there?.close();
    await t?.close();
  });

  const post = (url: string, payload: object, operator: TestOperator | null = marketing) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(operator) });
  const get = (url: string, operator: TestOperator | null = marketing) =>
    t.app.inject({ url, headers: backofficeHeaders(operator) });
  const home = async (node: TestApp = t, locale = "en") =>
    HomePageSchema.parse(
      (
        await node.app.inject({
          url: "/rest/page/home/",
          headers: { host: "nlc.localhost", cookie: `locale=${locale}` },
        })
      ).json(),
    );
  const bannerTitles = async (node: TestApp = t) => (await home(node)).banners.map((banner) => banner.title);

  it("refuses a caller without an operator session, and a role without the content module", async () => {
    for (const url of [BANNERS, ROWS, "/api/backoffice/content/nlc/preview/"]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, finance)).statusCode, url).toBe(403);
    }
    expect((await post(`${BANNERS}tournaments/`, tournaments, null)).statusCode).toBe(401);
    expect((await post(`${BANNERS}tournaments/`, tournaments, finance)).statusCode).toBe(403);
    expect((await post(`${ROWS}reorder/`, { slugs: ["a"] }, finance)).statusCode).toBe(403);
  });

  it("an edited banner shows on the home at once, and on another node once the outbox is relayed", async () => {
    const response = await get(BANNERS);
    expect(response.statusCode).toBe(200);
    const banners = response.json().banners.map((banner: unknown) => BackofficeBannerSchema.parse(banner));
    expect(banners.map((banner: { slug: string }) => banner.slug)).toContain("tournaments");
    // The other node has the home in memory.
    expect(await bannerTitles(there)).not.toContain("Spring tournaments");

    const edit = await post(`${BANNERS}tournaments/`, tournaments);
    expect(edit.statusCode).toBe(200);
    await expectAudited(t.db, updateBannerEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "home_banner",
      targetId: "nlc:tournaments",
    });
    expect(await bannerTitles(t)).toContain("Spring tournaments");
    expect((await home(t, "es")).banners.map((banner) => banner.title)).toContain("Torneos de primavera");

    expect(await bannerTitles(there)).not.toContain("Spring tournaments");
    await t.relayOutbox();
    expect(await bannerTitles(there)).toContain("Spring tournaments");
  });

  it("refuses bad input and changes nothing", async () => {
    const before = (await get(BANNERS)).json();
    for (const bad of [
      { ...tournaments, link: "javascript:alert(document.cookie)" },
      { ...tournaments, link: "http://plain.example/" },
      { ...tournaments, artTheme: { colors: ["#000000", "#111111", "#222222"], motif: "no-such-motif" } },
      { ...tournaments, title: { en: "", es: "Vacío" } },
      { ...tournaments, type: "popup" },
    ]) {
      const response = await post(`${BANNERS}tournaments/`, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await get(BANNERS)).json()).toEqual(before);
    expect((await post(`${BANNERS}no-such-banner/`, tournaments)).statusCode).toBe(404);
  });

  it("adds a banner with its own art, which guests then see in their language", async () => {
    const response = await post(BANNERS, {
      ...tournaments,
      slug: "spring-sale",
      audience: "guest",
      title: { en: "Spring sale", es: "Rebajas de primavera" },
      artTheme: { colors: ["#14532d", "#22c55e", "#fef08a"], motif: "gift" },
    });
    expect(response.statusCode).toBe(200);
    const banner = BackofficeBannerSchema.parse(response.json());
    await expectAudited(t.db, createBannerEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "home_banner",
      targetId: "nlc:spring-sale",
    });
    const es = await home(t, "es");
    expect(es.banners.at(-1)).toMatchObject({ id: "spring-sale", title: "Rebajas de primavera" });
    expect(banner.image).toMatch(/^\/games-art\/banners\/nlc-spring-sale-1x\.webp\?v=/);
    const art = await t.app.inject({ url: banner.image });
    expect(art.statusCode).toBe(200);
    expect(art.headers["content-type"]).toBe("image/webp");
    expect((await post(BANNERS, { ...tournaments, slug: "spring-sale" })).statusCode).toBe(409);
  });

  it("hides a banner and puts the banners in a new order, audited", async () => {
    expect((await post(`${BANNERS}spring-sale/`, { ...tournaments, isActive: false })).statusCode).toBe(200);
    expect((await home()).banners.map((banner) => banner.id)).not.toContain("spring-sale");

    const slugs: string[] = (await get(BANNERS))
      .json()
      .banners.map((banner: { slug: string }) => banner.slug);
    expect((await post(`${BANNERS}reorder/`, { slugs: slugs.slice(1) })).statusCode).toBe(409);
    const reversed = [...slugs].reverse();
    const response = await post(`${BANNERS}reorder/`, { slugs: reversed });
    expect(response.statusCode).toBe(200);
    await expectAudited(t.db, reorderBannersEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "home_banners",
      targetId: "nlc",
    });
    const guestOrder = (await home()).banners.map((banner) => banner.id);
    expect(guestOrder).toEqual(reversed.filter((slug) => guestOrder.includes(slug)));
  });

  it("hides a collection row of the home and puts the rows in a new order, audited", async () => {
    const response = await get(ROWS);
    expect(response.statusCode).toBe(200);
    const rows: { collectionSlug: string; isActive: boolean; title: { en: string } | null }[] =
      response.json().rows;
    expect(rows.length).toBeGreaterThan(1);
    const [first, second] = rows;
    if (!first || !second) throw new Error("the brand has no rows");
    expect((await home()).collections.map((row) => row.slug)).toContain(first.collectionSlug);

    const hide = await post(`${ROWS}${first.collectionSlug}/`, { isActive: false });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ collectionSlug: first.collectionSlug, isActive: false });
    await expectAudited(t.db, updateHomeRowEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "home_row",
      targetId: `nlc:${first.collectionSlug}`,
    });
    expect((await home()).collections.map((row) => row.slug)).not.toContain(first.collectionSlug);
    expect((await post(`${ROWS}no-such-row/`, { isActive: true })).statusCode).toBe(404);
    expect((await post(`${ROWS}${first.collectionSlug}/`, { isActive: "no" })).statusCode).toBe(400);

    const order = rows.map((row) => row.collectionSlug);
    const swapped = [second.collectionSlug, first.collectionSlug, ...order.slice(2)];
    expect((await post(`${ROWS}reorder/`, { slugs: swapped })).statusCode).toBe(200);
    await expectAudited(t.db, reorderHomeRowsEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "home_rows",
      targetId: "nlc",
    });
    expect((await post(`${ROWS}${first.collectionSlug}/`, { isActive: true })).statusCode).toBe(200);
    const shown = (await home()).collections.map((row) => row.slug);
    expect(shown.indexOf(second.collectionSlug)).toBeLessThan(shown.indexOf(first.collectionSlug));
  });

  it("previews what the player site serves for a brand, locale and audience", async () => {
    const response = await get("/api/backoffice/content/nlc/preview/?locale=es&audience=player");
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ brandId: "nlc", locale: "es", audience: "player" });
    expect(preview.home.banners.map((banner: { title: string }) => banner.title)).toContain(
      "Torneos de primavera",
    );
    expect(preview.home.banners.map((banner: { type: string }) => banner.type)[0]).toBe(
      "bannerPresetPackage",
    );
    expect(preview.staticInfo.tapBar.length).toBeGreaterThan(0);
    expect((await get("/api/backoffice/content/nlc/preview/?locale=fr")).statusCode).toBe(400);
    expect((await get("/api/backoffice/content/nowhere/preview/")).statusCode).toBe(400);
  });
});
