import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ErrorEnvelopeSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild } from "../../test-support/web-build";

describe("the web app mounted beside the API", () => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = await ensureWebBuild();
    t = await createTestApp({ withWebApp: true });
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
