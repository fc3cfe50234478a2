import type { Transport, TransportRequest } from "@casino/contracts";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../../lib/api";
import { cachedCatalogue, fullCatalogue, game } from "../test-support/catalogue-fixtures";
import { allGames, libraryGames, missingIds } from "./catalogue";
import { loadCatalogue, lookupGames } from "./catalogue-loader";

type Answer = { status: number; json: unknown };

/** An API whose answers are given per path; every request is recorded. */
function fakeApi(answers: Record<string, Answer | (() => Answer)>) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const path = request.url.split("?")[0] ?? "";
    const answer = answers[path];
    if (!answer) throw new Error(`Unexpected call ${request.method} ${request.url}`);
    return typeof answer === "function" ? answer() : answer;
  };
  return { api: createApiClient(transport), requests };
}

const CACHED = "/api/rest/games/get-cached-games";
const FULL = "/api/rest/games";
const LOOKUP = "/api/rest/games/cached-games";
const ok = (json: unknown): Answer => ({ status: 200, json });

describe("loading the games catalogue", () => {
  it("uses the cached catalogue of the player's restriction set and never asks for the full list", async () => {
    const { api, requests } = fakeApi({ [CACHED]: ok(cachedCatalogue("standard")) });
    const warn = vi.fn();
    const catalogue = await loadCatalogue(api, { groupKey: "standard", versionApp: "b1", warn });
    expect(catalogue.source).toBe("cached");
    expect(allGames(catalogue).map((item) => item.name)).toEqual([
      "Copper Crown",
      "Lucky Lanterns",
      "Ember Sevens",
    ]);
    expect(requests.map((request) => request.url)).toEqual([`${CACHED}?groupKey=standard&versionApp=b1`]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["providers is empty", { providers: [] }],
    ["games is an empty object", { games: {} }],
    ["games is an array instead of an object", { games: [game(1)] }],
    ["menu is missing", { menu: undefined }],
    ["issueGamesIds is empty", { issueGamesIds: {} }],
  ])(
    "logs and ignores a cached payload where %s, and falls back to the full list",
    async (_label, change) => {
      const { api, requests } = fakeApi({
        [CACHED]: ok({ ...cachedCatalogue("standard"), ...change }),
        [FULL]: ok(fullCatalogue("standard")),
      });
      const warn = vi.fn();
      const catalogue = await loadCatalogue(api, { groupKey: "standard", warn });
      expect(catalogue.source).toBe("full");
      expect(catalogue.order).toEqual([101, 102, 201]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/payload is invalid/), expect.anything());
      expect(requests.map((request) => request.url.split("?")[0])).toEqual([CACHED, FULL]);
    },
  );

  it("falls back to the full list when the cache fails or answers for another restriction set", async () => {
    for (const cachedAnswer of [
      { status: 503, json: { success: false, error: { code: "SERVICE_UNAVAILABLE", message: "x" } } },
      ok(cachedCatalogue("guest")),
    ]) {
      const { api } = fakeApi({ [CACHED]: cachedAnswer, [FULL]: ok(fullCatalogue("standard")) });
      const warn = vi.fn();
      const catalogue = await loadCatalogue(api, { groupKey: "standard", warn });
      expect(catalogue.source).toBe("full");
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });

  it("refuses an invalid full list too: the error reaches the caller and nothing half-valid is used", async () => {
    const { api } = fakeApi({
      [CACHED]: { status: 500, json: null },
      [FULL]: ok({ ...fullCatalogue("standard"), games: [] }),
    });
    const warn = vi.fn();
    await expect(loadCatalogue(api, { groupKey: "standard", warn })).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    expect(warn).toHaveBeenLastCalledWith(
      "Games: the games payload is invalid and was not used.",
      expect.anything(),
    );
  });
});

describe("catalogue lists", () => {
  it("filters the library by category and provider, and an unknown category shows nothing", async () => {
    const { api } = fakeApi({ [CACHED]: ok(cachedCatalogue("standard")) });
    const catalogue = await loadCatalogue(api, { groupKey: "standard" });
    const names = (category?: string, provider?: string) =>
      libraryGames(catalogue, { category, provider }).map((item) => item.id);
    expect(names("popular-games")).toEqual([201, 101]);
    expect(names("popular-games", "hearth-and-reel")).toEqual([101]);
    expect(names(undefined, "copperfox-studio")).toEqual([201]);
    expect(names("no-such-category")).toEqual([]);
    expect(missingIds(catalogue, [101, 999, 999, 5])).toEqual([999, 5]);
  });
});

describe("looking up games missing from the cache", () => {
  it("asks for the missing ids once each and returns their records", async () => {
    const { api, requests } = fakeApi({ [LOOKUP]: ok({ groupKey: "standard", games: { "7": game(7) } }) });
    const found = await lookupGames(api, { groupKey: "standard", ids: [7, 7, 8] });
    expect(Object.keys(found)).toEqual(["7"]);
    expect(requests[0]?.body).toEqual({ games: [7, 8] });
  });

  it("gives no games, and logs, when the lookup fails", async () => {
    const { api } = fakeApi({ [LOOKUP]: { status: 500, json: null } });
    const warn = vi.fn();
    expect(await lookupGames(api, { groupKey: "standard", ids: [7], warn })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
