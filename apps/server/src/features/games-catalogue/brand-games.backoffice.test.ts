import {
  BackofficeBrandGameSchema,
  GamesCatalogueSchema,
  HomePageSchema,
  pinBrandGamesEndpoint,
  updateBrandGameEndpoint,
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

const GAMES = "/api/backoffice/content/nlc/games/";
const NLC = { host: "nlc.localhost" };

describe("back office: which games a brand shows, and in what order", () => {
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
  const catalogue = async (node: TestApp = t, headers: Record<string, string> = NLC) =>
    GamesCatalogueSchema.parse((await node.app.inject({ url: "/api/rest/games", headers })).json());
  const gameIds = async (node: TestApp = t, headers: Record<string, string> = NLC) =>
    (await catalogue(node, headers)).games.map((game) => game.id);
  const list = async () =>
    (await get(GAMES)).json().games.map((game: unknown) => BackofficeBrandGameSchema.parse(game));

  it("refuses a caller without an operator session, and a role without the content module", async () => {
    expect((await get(GAMES, null)).statusCode).toBe(401);
    expect((await get(GAMES, finance)).statusCode).toBe(403);
    expect((await post(`${GAMES}101/`, { isVisible: false }, null)).statusCode).toBe(401);
    expect((await post(`${GAMES}101/`, { isVisible: false }, finance)).statusCode).toBe(403);
    expect((await post(`${GAMES}order/`, { ids: [101] }, finance)).statusCode).toBe(403);
  });

  it("lists every game with the brand's choices, all shown and unpinned at first", async () => {
    const games = await list();
    expect(games.length).toBeGreaterThan(10);
    expect(games.every((game: { isVisible: boolean; pinnedPosition: number | null }) => game.isVisible)).toBe(
      true,
    );
    expect(games.map((game: { id: number }) => game.id)).toContain(101);
  });

  it("a game hidden for one brand leaves its lists, rows and lookups, on every node, and stays for the others", async () => {
    const home = HomePageSchema.parse((await t.app.inject({ url: "/rest/page/home/", headers: NLC })).json());
    const inRow = home.collections[0]?.gameIds[0];
    if (inRow === undefined) throw new Error("the home has no game row");
    expect(await gameIds(there)).toContain(inRow);

    const response = await post(`${GAMES}${inRow}/`, { isVisible: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: inRow, isVisible: false });
    await expectAudited(t.db, updateBrandGameEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "brand_game",
      targetId: `nlc:${inRow}`,
    });

    expect(await gameIds()).not.toContain(inRow);
    expect(await gameIds(t, {})).toContain(inRow);
    const after = HomePageSchema.parse(
      (await t.app.inject({ url: "/rest/page/home/", headers: NLC })).json(),
    );
    expect(after.collections.flatMap((row) => row.gameIds)).not.toContain(inRow);
    const lookup = await t.app.inject({
      method: "POST",
      url: "/api/rest/games/cached-games",
      payload: { games: [inRow] },
      headers: { ...NLC, "x-casino-client": "web" },
    });
    expect(lookup.json().games).toEqual({});

    expect(await gameIds(there)).toContain(inRow);
    await t.relayOutbox();
    expect(await gameIds(there)).not.toContain(inRow);

    expect((await post(`${GAMES}${inRow}/`, { isVisible: true })).statusCode).toBe(200);
    expect(await gameIds()).toContain(inRow);
  });

  it("pins games first in the brand's lists, audited, and unpins them", async () => {
    const order = await gameIds();
    const pinned = [order.at(-1), order.at(-2)] as number[];
    const response = await post(`${GAMES}order/`, { ids: pinned });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .games.slice(0, 2)
        .map((game: { id: number; pinnedPosition: number }) => game.pinnedPosition),
    ).toEqual([1, 2]);
    await expectAudited(t.db, pinBrandGamesEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "brand_games",
      targetId: "nlc",
    });
    expect((await gameIds()).slice(0, 2)).toEqual(pinned);
    expect((await gameIds(t, {})).slice(0, 2)).not.toEqual(pinned);
    const { issueGamesIds } = await catalogue();
    // In every category that has it, the first pinned game comes first.
    for (const ids of Object.values(issueGamesIds).filter((ids) => ids.includes(pinned[0] as number))) {
      expect(ids[0]).toBe(pinned[0]);
    }

    expect((await post(`${GAMES}order/`, { ids: [] })).statusCode).toBe(200);
    expect(await gameIds()).toEqual(order);
  });

  it("refuses bad input and unknown games, and changes nothing", async () => {
    const before = await list();
    expect((await post(`${GAMES}101/`, { isVisible: "no" })).statusCode).toBe(400);
    expect((await post(`${GAMES}101/`, { isVisible: false, extra: 1 })).statusCode).toBe(400);
    expect((await post(`${GAMES}order/`, { ids: [101, 101] })).statusCode).toBe(400);
    expect((await post(`${GAMES}order/`, { ids: [101, 999_999] })).statusCode).toBe(404);
    expect((await post(`${GAMES}999999/`, { isVisible: false })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});
