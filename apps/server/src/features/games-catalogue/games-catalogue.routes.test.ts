import {
  CachedGamesSchema,
  cachedGamesLookupEndpoint,
  GamesCatalogueSchema,
  gameFiltersEndpoint,
} from "@casino/contracts";
import { SLOT_GAMES } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CATALOGUE_TOPIC } from "./games-catalogue.service";

const CLIENT = { "x-casino-client": "test" };

describe("games catalogue: the lobby's games, studios, categories and collections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("seeds at least 60 games from at least 6 studios, each playable on a built-in engine at its RTP", async () => {
    const games = await t.db.query<{
      engine_id: string | null;
      rtp_basis_points: number;
      volatility: string;
      art_key: string;
      integration: string;
    }>(
      `select g.engine_id, g.rtp_basis_points, g.volatility, g.art_key, p.integration
         from game g join game_provider p on p.id = g.provider_id`,
    );
    const providers = await t.db.query<{ n: number }>("select count(*)::int as n from game_provider");
    expect(games.length).toBeGreaterThanOrEqual(60);
    expect(providers[0]?.n).toBeGreaterThanOrEqual(6);
    for (const game of games) {
      const engine = SLOT_GAMES[game.engine_id as keyof typeof SLOT_GAMES]?.meta;
      expect(engine, `engine ${game.engine_id}`).toBeDefined();
      expect(game.rtp_basis_points).toBe(Math.round((engine?.rtp ?? 0) * 10_000));
      expect(game.volatility).toBe(engine?.volatility);
      expect(game.art_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.integration).toBe("house");
    }
    expect(new Set(games.map((game) => game.art_key)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.engine_id))).toEqual(new Set(Object.keys(SLOT_GAMES)));
  });

  it("gives the full catalogue in the contract's shape, with art in both densities", async () => {
    const response = await get("/api/rest/games?groupKey=guest&versionApp=1.0.0");
    expect(response.statusCode).toBe(200);
    const body = GamesCatalogueSchema.parse(response.json());
    expect(body.groupKey).toBe("guest");
    expect(body.games.length).toBeGreaterThanOrEqual(60);
    expect(body.providers.length).toBeGreaterThanOrEqual(6);
    const game = body.games[0];
    expect(game?.img.x1).toMatch(/^\/games-art\/[a-z0-9-]+-1x\.webp\?v=/);
    expect(game?.img.x2).toMatch(/^\/games-art\/[a-z0-9-]+-2x\.webp\?v=/);
    expect(body.providers.reduce((sum, provider) => sum + provider.gamesCount, 0)).toBe(body.games.length);
    const ids = new Set(body.games.map((entry) => entry.id));
    for (const list of [...Object.values(body.issueGamesIds), ...Object.values(body.providerGamesIds)]) {
      for (const id of list) expect(ids.has(id)).toBe(true);
    }
    expect(body.issueGamesIds["popular-games"]?.length).toBeGreaterThan(0);
    expect(body.menu.map((entry) => entry.slug)).toContain("popular-games");
    expect(body.issues.find((issue) => issue.slug === "all-games")?.kind).toBe("collection");
  });

  it("keys the cached catalogue by game id and lets the browser and CDNs keep it per restriction set", async () => {
    const response = await get("/api/rest/games/get-cached-games?groupKey=guest");
    expect(response.statusCode).toBe(200);
    const body = CachedGamesSchema.parse(response.json());
    const first = Object.entries(body.games)[0];
    expect(String(first?.[1].id)).toBe(first?.[0]);
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.vary).toContain("Accept-Language");
  });

  it("answers a revalidation of an unchanged catalogue with an empty 304", async () => {
    const first = await get("/api/rest/games/get-cached-games?groupKey=standard");
    const etag = String(first.headers.etag);
    const again = await get("/api/rest/games/get-cached-games?groupKey=standard", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const full = await get("/api/rest/games?groupKey=standard", { "if-none-match": etag });
    expect(full.statusCode).toBe(200);
    const fullAgain = await get("/api/rest/games?groupKey=standard", {
      "if-none-match": String(full.headers.etag),
    });
    expect(fullAgain.statusCode).toBe(304);
  });

  it("gives each restriction set and each language its own ETag", async () => {
    const guest = await get("/api/rest/games/get-cached-games?groupKey=guest");
    const standard = await get("/api/rest/games/get-cached-games?groupKey=standard");
    const spanish = await get("/api/rest/games/get-cached-games?groupKey=guest", { cookie: "locale=es" });
    expect(new Set([guest.headers.etag, standard.headers.etag, spanish.headers.etag]).size).toBe(3);
    const stale = await get("/api/rest/games/get-cached-games?groupKey=guest", {
      cookie: "locale=es",
      "if-none-match": String(guest.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
  });

  it("builds the list for the visitor's own set when the groupKey is missing or unknown, and keeps it private", async () => {
    const player = await createTestPlayer(t.db);
    const asPlayer = await get("/api/rest/games/get-cached-games?groupKey=nonsense", {
      cookie: player.cookie,
    });
    expect(asPlayer.json().groupKey).toBe("standard");
    expect(asPlayer.headers["cache-control"]).toBe("private, no-store");
    const asGuest = await get("/api/rest/games/get-cached-games");
    expect(asGuest.json().groupKey).toBe("guest");
  });

  it("uses the restriction hash app-init hands out as its groupKey", async () => {
    const player = await createTestPlayer(t.db);
    const guestInit = (await get("/rest/app/init/")).json();
    const playerInit = (await get("/rest/app/init/", { cookie: player.cookie })).json();
    const guestGames = (await get("/api/rest/games/get-cached-games")).json();
    const playerGames = (await get("/api/rest/games/get-cached-games", { cookie: player.cookie })).json();
    expect(guestGames.groupKey).toBe(guestInit.playerRestrictionIdsHash);
    expect(playerGames.groupKey).toBe(playerInit.playerRestrictionIdsHash);
  });

  it("speaks Spanish in category titles and game descriptions", async () => {
    const en = GamesCatalogueSchema.parse((await get("/api/rest/games")).json());
    const es = GamesCatalogueSchema.parse((await get("/api/rest/games", { cookie: "locale=es" })).json());
    expect(en.issues.find((issue) => issue.slug === "popular-games")?.title).toBe("Popular games");
    expect(es.issues.find((issue) => issue.slug === "popular-games")?.title).toBe("Juegos populares");
    expect(es.games[0]?.description).not.toBe(en.games[0]?.description);
    expect(es.games[0]?.name).toBe(en.games[0]?.name);
  });

  it("falls back to English where an operator left a text untranslated", async () => {
    await t.editContent(
      CATALOGUE_TOPIC,
      `update game set description = '{"en":"Only in English."}' where id = 103`,
    );
    const es = GamesCatalogueSchema.parse((await get("/api/rest/games", { cookie: "locale=es" })).json());
    expect(es.games.find((game) => game.id === 103)?.description).toBe("Only in English.");
  });

  it("leaves a withdrawn game out of every list", async () => {
    const app = await createTestApp();
    try {
      await app.editContent(CATALOGUE_TOPIC, "update game set is_active = false where id = 101");
      const body = GamesCatalogueSchema.parse((await app.app.inject({ url: "/api/rest/games" })).json());
      expect(body.games.some((game) => game.id === 101)).toBe(false);
      for (const list of Object.values(body.issueGamesIds)) expect(list).not.toContain(101);
      const lookup = await app.app.inject({
        method: "POST",
        url: "/api/rest/games/cached-games",
        headers: CLIENT,
        payload: { games: [101, 102] },
      });
      expect(Object.keys(lookup.json().games)).toEqual(["102"]);
    } finally {
      await app.close();
    }
  });

  it("never sends a catalogue the client would reject: with no active game it fails loudly", async () => {
    const app = await createTestApp();
    try {
      await app.editContent(CATALOGUE_TOPIC, "update game set is_active = false");
      const response = await app.app.inject({ url: "/api/rest/games/get-cached-games?groupKey=guest" });
      expect(response.statusCode).toBe(500);
      expect(response.json().success).toBe(false);
      expect(response.headers["cache-control"]).not.toMatch(/public/);
    } finally {
      await app.close();
    }
  });

  describe("POST /api/rest/games/cached-games", () => {
    const lookup = (payload: Record<string, unknown>, query = "?groupKey=guest") =>
      t.app.inject({ method: "POST", url: `/api/rest/games/cached-games${query}`, headers: CLIENT, payload });

    it("returns fresh records for the ids a client holds and ignores unknown ids", async () => {
      const response = await lookup({ games: [101, 205, 999_999, 101] });
      expect(response.statusCode).toBe(200);
      const body = cachedGamesLookupEndpoint.output.parse(response.json());
      expect(Object.keys(body.games).sort()).toEqual(["101", "205"]);
      expect(body.games["205"]?.name).toBe("Acorn Jackpot Grove");
      expect(body.groupKey).toBe("guest");
    });

    it("answers an empty list with no games", async () => {
      const response = await lookup({ games: [] });
      expect(response.json().games).toEqual({});
    });

    it("refuses ids that are not positive integers", async () => {
      const response = await lookup({ games: ["abc", -1] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    });

    it("refuses a body without the games list", async () => {
      expect((await lookup({})).statusCode).toBe(400);
    });

    it("refuses a cross-site POST", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/rest/games/cached-games",
        headers: { origin: "https://evil.example" },
        payload: { games: [101] },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe("GET /rest/get-game-filters/", () => {
    it("counts the games of each category and studio", async () => {
      const response = await get("/rest/get-game-filters/");
      expect(response.statusCode).toBe(200);
      const body = gameFiltersEndpoint.output.parse(response.json());
      const catalogue = GamesCatalogueSchema.parse((await get("/api/rest/games")).json());
      expect(body.categories.every((category) => category.kind === "category")).toBe(true);
      for (const category of body.categories) {
        expect(category.gamesCount).toBe(catalogue.issueGamesIds[category.slug]?.length);
      }
      expect(body.categories.find((category) => category.slug === "slots")?.gamesCount).toBe(
        catalogue.games.length,
      );
      const classic = catalogue.games.filter((game) => game.volatility === "low").length;
      expect(body.categories.find((category) => category.slug === "classic")?.gamesCount).toBe(classic);
      expect(body.providers.map((provider) => provider.gamesCount)).toEqual(
        catalogue.providers.map((provider) => provider.gamesCount),
      );
    });

    it("titles categories in the visitor's language", async () => {
      const body = (await get("/rest/get-game-filters/", { "accept-language": "es" })).json();
      expect(body.categories[0].title).toBe("Juegos populares");
    });
  });
});
