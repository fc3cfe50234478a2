import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ErrorEnvelopeSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";
import { pathsKeptForPlayers } from "./ssr";

describe("the web app mounted beside the API", () => {
  let t: TestApp;
  let buildDir: string;
  /** The API paths the server answered, in-process calls of a page render included. */
  const answered: string[] = [];
  beforeAll(async () => {
    buildDir = await ensureWebBuild();
    t = await createTestApp({
      withWebApp: true,
      extend: (app) => {
        app.addHook("onRequest", (request, _reply, done) => {
          answered.push(request.url.split("?")[0] ?? "");
          done();
        });
      },
    });
  }, 240_000);
  afterAll(() => t.close());

  it("still answers an unknown API path with the JSON envelope, never an HTML page", async () => {
    for (const url of ["/rest/no-such-thing/", "/api/rest/nothing", "/builds/nope", "/games/api/unknown"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(ErrorEnvelopeSchema.parse(response.json()).error.code, url).toBe("ROUTE_NOT_FOUND");
    }
  });

  it("renders a page a visitor opens", async () => {
    const response = await t.app.inject({ url: "/page/terms", headers: { cookie: "locale=es" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!DOCTYPE html>/i);
  });

  it("asks the API once for what several parts of one page read (the root's and the lobby's app init)", async () => {
    const player = await createTestPlayer(t.db);
    answered.length = 0;
    const response = await t.app.inject({ url: "/lobby/", headers: { cookie: player.cookie } });
    expect(response.statusCode).toBe(200);
    expect(answered.filter((path) => path === "/rest/app/init/")).toHaveLength(1);
  });

  it("writes the whole home in place, so the first paint has it all and nothing moves when scripts run", async () => {
    const response = await t.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    // The part hydrated later (decision 031) is in the document where it belongs, before the footer, not
    // in a hidden segment at the end that a script moves up after the first paint.
    expect(response.body).not.toMatch(/<!--\$\?-->|<div hidden id="S:/);
    expect(response.body.indexOf('aria-labelledby="home-banners"')).toBeGreaterThan(0);
    expect(response.body.indexOf('aria-labelledby="home-banners"')).toBeLessThan(
      response.body.indexOf("<footer"),
    );
  });

  it("renders the built-in provider's game page under /games/ beside the game API", async () => {
    const response = await t.app.inject({ url: "/games/ember-sevens/?token=not-a-session-token" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("renders the not-found page with status 404 for an unknown page", async () => {
    const response = await t.app.inject({ url: "/no-such-page-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("serves hashed assets cached for a year", async () => {
    const asset = readdirSync(join(buildDir, "client", "assets")).find((file) => file.endsWith(".js"));
    expect(asset).toBeDefined();
    const response = await t.app.inject({ url: `/assets/${asset}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("pages kept for a class of players (decision 024)", () => {
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown) => ({
    id,
    parentId,
    path,
    module: { default: () => null, ...(handle === undefined ? {} : { handle }) },
  });

  it("are the routes whose handle says so, by their full path with and without the trailing slash", () => {
    const routes = {
      root: route("root", undefined, ""),
      layout: route("layout", "root", undefined),
      home: { ...route("home", "layout", undefined, { keptForPlayers: true }), index: true },
      lobby: route("lobby", "layout", "lobby", { keptForPlayers: true }),
      account: route("account", "layout", "account"),
      provider: route("provider", "layout", "providers/:slug", { keptForPlayers: true }),
    };
    const paths = pathsKeptForPlayers({ routes } as never);
    // A route with a parameter is never kept this way: its key would need the parameter's meaning.
    expect([...paths].sort()).toEqual(["/", "/lobby", "/lobby/"]);
  });
});
