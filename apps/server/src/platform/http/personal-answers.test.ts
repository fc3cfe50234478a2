import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestGame, createTestGameSession, fundPlayer } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

const PRIVATE = "private, no-store";

describe("personal answers are never kept by a shared cache", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createTestPlayer(t.db));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("a signed-in player's app start data and balance are private and not stored", async () => {
    for (const url of ["/rest/app/init/", "/rest/player/balance/"]) {
      const response = await get(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(PRIVATE);
    }
  });

  it("a player-only endpoint is private even when a guest asks", async () => {
    const response = await get("/rest/player/balance/");
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toBe(PRIVATE);
  });

  it("any API answer to a request with a session cookie is private, even one that set public caching", async () => {
    for (const url of ["/api/rest/translations/en", "/api/rest/games/get-cached-games?groupKey=guest"]) {
      const response = await get(url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(PRIVATE);
    }
    // A cookie that names no live session (signed out elsewhere, expired) still makes the answer personal.
    const stale = await get("/rest/app/init/", { cookie: "sid=no-such-session" });
    expect(stale.headers["cache-control"]).toBe(PRIVATE);
  });

  it("a game session read with its token in the URL is private", async () => {
    const game = await createTestGame(t.db);
    const player = await createTestPlayer(t.db);
    await fundPlayer(t.db, player.playerId, { coins: 100 });
    const token = await createTestGameSession(t.db, {
      playerId: player.playerId,
      gameId: game.id,
      providerSlug: "house",
    });
    const response = await get(`/games/api/session?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE);
  });

  it("guests keep the public caching of the catalogue and translations", async () => {
    const translations = await get("/api/rest/translations/en");
    expect(translations.headers["cache-control"]).toBe("public, max-age=300");
    const catalogue = await get("/api/rest/games/get-cached-games?groupKey=guest");
    expect(catalogue.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(catalogue.headers.etag).toBeDefined();
    const init = await get("/rest/app/init/");
    expect(init.headers["cache-control"] ?? "").not.toContain("public");
  });

  it("images stay cacheable for a signed-in player: they are the same for everyone", async () => {
    const catalogue = (await get("/api/rest/games/get-cached-games?groupKey=guest")).json();
    const image = (Object.values(catalogue.games)[0] as { img: { x1: string } }).img.x1;
    const response = await get(image, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("pages rendered for a signed-in player", () => {
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({ withWebApp: true });
  }, 240_000);
  afterAll(() => t.close());

  it("are private and not stored; a guest's page is not marked private", async () => {
    const { cookie } = await createTestPlayer(t.db);
    for (const url of ["/", "/page/terms"]) {
      const signedIn = await t.app.inject({ url, headers: { cookie } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers["content-type"], url).toMatch(/^text\/html/);
      expect(signedIn.headers["cache-control"], url).toBe(PRIVATE);
    }
    const guest = await t.app.inject({ url: "/page/terms" });
    expect(guest.headers["cache-control"]).not.toBe(PRIVATE);
  });
});
