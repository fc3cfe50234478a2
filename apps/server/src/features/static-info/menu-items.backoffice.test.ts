import {
  BackofficeMenuItemSchema,
  createMenuItemEndpoint,
  reorderMenuItemsEndpoint,
  StaticInfoSchema,
  updateMenuItemEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ITEMS = "/api/backoffice/content/nlc/menu-items/";

const newItem = {
  placement: "sidebar",
  slug: "lucky-corner",
  title: { en: "Lucky corner", es: "Rincón de la suerte" },
  url: "/promotions/lucky",
  image: "/icons/clover.svg",
  imageActive: null,
  sectionPosition: 0,
  sectionTitle: { en: "Games", es: "Juegos" },
  subsectionNumber: 0,
  isGrantedForGuest: true,
  showPlayerWithDeposits: true,
  showPlayerWithoutDeposits: true,
  isNew: true,
  animationEvent: null,
  isExternal: false,
};

describe("back office: the brand's menus and tap bar", () => {
  let t: TestApp;
  let marketing: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, operator: TestOperator | null = marketing) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(operator) });
  const list = async () =>
    (await t.app.inject({ url: ITEMS, headers: backofficeHeaders(marketing) })).json().items as {
      id: number;
      slug: string;
      placement: string;
      title: { en: string };
    }[];
  const playerMenu = async (locale = "en") =>
    StaticInfoSchema.parse(
      (
        await t.app.inject({
          url: "/api/rest/static-info/",
          headers: { host: "nlc.localhost", cookie: `locale=${locale}` },
        })
      ).json(),
    );

  it("refuses a caller without an operator session, and a role without the content module", async () => {
    expect((await t.app.inject({ url: ITEMS })).statusCode).toBe(401);
    expect((await post(ITEMS, newItem, null)).statusCode).toBe(401);
    expect((await t.app.inject({ url: ITEMS, headers: backofficeHeaders(finance) })).statusCode).toBe(403);
    expect((await post(ITEMS, newItem, finance)).statusCode).toBe(403);
  });

  it("lists every item in every locale with its visibility flags", async () => {
    const response = await t.app.inject({ url: ITEMS, headers: backofficeHeaders(marketing) });
    expect(response.statusCode).toBe(200);
    const items = response.json().items.map((item: unknown) => BackofficeMenuItemSchema.parse(item));
    expect(items.some((item: { placement: string }) => item.placement === "tap_bar")).toBe(true);
    expect(items[0]).toMatchObject({ title: { en: expect.any(String), es: expect.any(String) } });
  });

  it("adds an item that players see at once, audited", async () => {
    const response = await post(ITEMS, newItem);
    expect(response.statusCode).toBe(200);
    const created = BackofficeMenuItemSchema.parse(response.json());
    await expectAudited(t.db, createMenuItemEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "menu_item",
      targetId: String(created.id),
    });
    const es = await playerMenu("es");
    expect(es.menu[0]?.items.at(-1)).toMatchObject({ title: "Rincón de la suerte", is_new: true });
    expect((await post(ITEMS, newItem)).statusCode).toBe(409);
  });

  it("refuses bad input and changes nothing", async () => {
    const before = await list();
    for (const bad of [
      { ...newItem, slug: "other", url: "javascript:alert(1)" },
      { ...newItem, slug: "other", url: "//evil.example/" },
      { ...newItem, slug: "other", title: { en: "Only English" } },
      { ...newItem, slug: "Not A Slug" },
      { ...newItem, slug: "other", surprise: true },
    ]) {
      const response = await post(ITEMS, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect(await list()).toEqual(before);
    expect(
      (await post(`${ITEMS}999999/`, { ...newItem, placement: undefined, slug: undefined })).statusCode,
    ).toBe(404);
  });

  it("changes an item's label and hides it from everyone, audited", async () => {
    const item = (await list()).find((row) => row.slug === "lucky-corner");
    if (!item) throw new Error("the item was not created");
    const { placement: _p, slug: _s, ...fields } = newItem;
    const response = await post(`${ITEMS}${item.id}/`, {
      ...fields,
      title: { en: "Clover corner", es: "Rincón del trébol" },
      isGrantedForGuest: false,
      showPlayerWithDeposits: false,
      showPlayerWithoutDeposits: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isHidden: true, title: { en: "Clover corner" } });
    await expectAudited(t.db, updateMenuItemEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "menu_item",
      targetId: String(item.id),
    });
    const [audit] = await t.db.query<{ before: { title: { en: string } }; after: { title: { en: string } } }>(
      "select before, after from audit_log order by seq desc limit 1",
    );
    expect([audit?.before.title.en, audit?.after.title.en]).toEqual(["Lucky corner", "Clover corner"]);
    expect((await playerMenu()).menu[0]?.items.at(-1)).toMatchObject({
      title: "Clover corner",
      is_granted_for_guest: false,
      show_player_with_deposits: false,
      show_player_without_deposits: false,
    });
  });

  it("reorders the tap bar, audited, and refuses an order that misses an item", async () => {
    const tapBar = (await list()).filter((item) => item.placement === "tap_bar");
    const reversed = tapBar.map((item) => item.id).reverse();
    expect(
      (await post(`${ITEMS}reorder/`, { placement: "tap_bar", ids: reversed.slice(1) })).statusCode,
    ).toBe(409);
    const response = await post(`${ITEMS}reorder/`, { placement: "tap_bar", ids: reversed });
    expect(response.statusCode).toBe(200);
    await expectAudited(t.db, reorderMenuItemsEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "menu",
      targetId: "nlc:tap_bar",
    });
    expect((await playerMenu()).tapBar.map((item) => item.url)).toEqual([
      "/tournaments/",
      "/promotions",
      "/",
    ]);
  });
});
