import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingDatabase } from "../../test-support/counting-database";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

/** What a guest's browser asks for: documents, and the data calls their client-side navigation makes. */
const GUEST_VIEWS = [
  "/",
  "/signin",
  "/rest/page/home/",
  "/api/rest/games/get-cached-games?groupKey=guest",
  "/api/rest/static-info/?isGuest=true",
  "/rest/page/info/terms/",
];

describe("page views read only what they must (ARCHITECTURE D25)", () => {
  const counter = { current: null as ReturnType<typeof countingDatabase> | null };
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({
      withWebApp: true,
      wrapDatabase: (db) => {
        counter.current = countingDatabase(db);
        return counter.current.db;
      },
    });
  }, 240_000);
  afterAll(() => t.close());

  it("a guest's page views after the first touch no database", async () => {
    const database = counter.current;
    if (!database) throw new Error("the app was not built on the counting database");
    for (const url of GUEST_VIEWS) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    // The first views read the content (this also proves the count sees queries).
    expect(database.count()).toBeGreaterThan(0);
    database.reset();
    for (const url of GUEST_VIEWS) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    expect(database.count()).toBe(0);
  });

  it("the images a guest's page shows touch no database once drawn", async () => {
    const database = counter.current;
    if (!database) throw new Error("the app was not built on the counting database");
    const page = (await t.app.inject({ url: "/" })).body;
    const images = [
      ...new Set([...page.matchAll(/src="(\/[^"?]+\.(?:webp|svg)[^"]*)"/g)].map((m) => m[1] ?? "")),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    database.reset();
    for (const url of images) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    expect(database.count()).toBe(0);
  });

  it("a signed-in page seen again asks the database for no session (decision 030)", async () => {
    const database = counter.current;
    if (!database) throw new Error("the app was not built on the counting database");
    const player = await createTestPlayer(t.db);
    await t.app.inject({ url: "/lobby/", headers: { cookie: player.cookie } });
    database.reset();
    const page = await t.app.inject({ url: "/lobby/", headers: { cookie: player.cookie } });
    expect(page.statusCode).toBe(200);
    // The page request and the catalogue lookup the lobby POSTs (a write method looks the session up
    // again) both find it in this node's live sessions: a sign-out would have dropped it from there.
    expect(database.rawQueries().filter((sql) => /from player_session/.test(sql))).toEqual([]);
  });
});
