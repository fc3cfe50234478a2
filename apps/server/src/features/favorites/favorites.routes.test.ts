import { favoriteGameEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CATALOGUE_TOPIC } from "../games-catalogue";

const CLIENT = { "x-casino-client": "test" };

describe("favourite games", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const toggle = (id: number | string, cookie?: string, headers: Record<string, string> = CLIENT) =>
    t.app.inject({
      method: "POST",
      url: `/rest/favorite-game/${id}/`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const favoritesInAppInit = async (cookie: string) =>
    (await t.app.inject({ url: "/rest/app/init/", headers: { cookie } })).json().favoriteGames;

  it("adds a game on the first toggle and takes it out on the second", async () => {
    const player = await createTestPlayer(t.db);
    const added = await toggle(110, player.cookie);
    expect(added.statusCode).toBe(200);
    expect(favoriteGameEndpoint.output.parse(added.json())).toEqual({
      success: true,
      isFavorite: true,
      favoriteGames: [110],
    });
    expect(await favoritesInAppInit(player.cookie)).toEqual([110]);

    const removed = await toggle(110, player.cookie);
    expect(removed.json()).toEqual({ success: true, isFavorite: false, favoriteGames: [] });
    expect(await favoritesInAppInit(player.cookie)).toEqual([]);
  });

  it("keeps favourites in the order they were added", async () => {
    const player = await createTestPlayer(t.db);
    await toggle(501, player.cookie);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const last = await toggle(101, player.cookie);
    expect(last.json().favoriteGames).toEqual([501, 101]);
    expect(await favoritesInAppInit(player.cookie)).toEqual([501, 101]);
  });

  it("keeps one player's favourites out of another's", async () => {
    const alice = await createTestPlayer(t.db);
    const bob = await createTestPlayer(t.db);
    await toggle(203, alice.cookie);
    expect(await favoritesInAppInit(bob.cookie)).toEqual([]);
    const bobs = await toggle(304, bob.cookie);
    expect(bobs.json().favoriteGames).toEqual([304]);
    expect(await favoritesInAppInit(alice.cookie)).toEqual([203]);
  });

  it("asks a guest to sign in", async () => {
    const response = await toggle(110);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("answers GAME_NOT_FOUND for a game that does not exist", async () => {
    const player = await createTestPlayer(t.db);
    const response = await toggle(999_999, player.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("GAME_NOT_FOUND");
  });

  it("refuses an id that is not a positive number", async () => {
    const player = await createTestPlayer(t.db);
    const response = await toggle("abc", player.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses a cross-site request", async () => {
    const player = await createTestPlayer(t.db);
    const response = await toggle(110, player.cookie, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("lets a player drop a withdrawn game but not add one, and hides it meanwhile", async () => {
    const player = await createTestPlayer(t.db);
    await toggle(702, player.cookie);
    await toggle(703, player.cookie);
    await t.editContent(CATALOGUE_TOPIC, "update game set is_active = false where id in (702, 704)");
    try {
      expect(await favoritesInAppInit(player.cookie)).toEqual([703]);
      const added = await toggle(704, player.cookie);
      expect(added.statusCode).toBe(404);
      expect(added.json().error.code).toBe("GAME_NOT_FOUND");
      const dropped = await toggle(702, player.cookie);
      expect(dropped.json()).toEqual({ success: true, isFavorite: false, favoriteGames: [703] });
    } finally {
      await t.editContent(CATALOGUE_TOPIC, "update game set is_active = true where id in (702, 704)");
    }
  });
});
