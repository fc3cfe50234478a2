import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKOFFICE_BUILD_DIR, ensureBackofficeBuild } from "../../test-support/backoffice-build";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild, WEB_BUILD_DIR } from "../../test-support/web-build";
import { BACKOFFICE_CSP } from "./backoffice-app";

/** apps/backoffice/src/app/marker.ts: in the back office's script and sheet, never in the player's. */
const BACKOFFICE_MARKER = "casino-backoffice-app";

const textAssets = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));

describe("the back office served beside the player site (decision 033)", () => {
  let t: TestApp;
  let index: string;
  beforeAll(async () => {
    await ensureWebBuild();
    await ensureBackofficeBuild();
    index = readFileSync(join(BACKOFFICE_BUILD_DIR, "index.html"), "utf8");
    t = await createTestApp({ withWebApp: true });
  }, 240_000);
  afterAll(() => t.close());

  it.each([
    "/backoffice",
    "/backoffice/",
    "/backoffice/sign-in",
    "/backoffice/staff?sort=-lastSignInAt&q=ann",
    "/backoffice/roles/",
  ])("answers %s with the app's own document, never cached, under a strict CSP", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    // The SPA's index.html as built: not a player page rendered by the SSR handler.
    expect(response.body === index).toBe(true);
    expect(response.body).not.toMatch(/__reactRouterContext|data-brand="funrize"/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBe(BACKOFFICE_CSP);
    expect(String(response.headers["content-security-policy"])).not.toMatch(/unsafe-inline|nonce-/);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("sends the hashed assets precompressed and cached for good", async () => {
    const script = index.match(/src="(\/backoffice\/assets\/[^"]+\.js)"/)?.[1];
    const sheet = index.match(/href="(\/backoffice\/assets\/[^"]+\.css)"/)?.[1];
    if (!script || !sheet) throw new Error(`no script or sheet in ${index}`);
    const brotli = await t.app.inject({ url: script, headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const file = readFileSync(join(BACKOFFICE_BUILD_DIR, script.replace("/backoffice/", "")));
    expect(brotliDecompressSync(brotli.rawPayload).equals(file)).toBe(true);
    const css = await t.app.inject({ url: sheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.headers["cache-control"]).toContain("immutable");
  });

  it("answers a missing asset 404, not with the document", async () => {
    const response = await t.app.inject({ url: "/backoffice/assets/gone-1234.js" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("ROUTE_NOT_FOUND");
  });

  it("leaves the player's pages to the player app", async () => {
    const home = await t.app.inject({ url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body === index).toBe(false);
    expect(String(home.headers["content-security-policy"])).not.toBe(BACKOFFICE_CSP);
  });

  it("keeps every byte of the back office out of the player's client bundles", () => {
    const own = textAssets(join(BACKOFFICE_BUILD_DIR, "assets"));
    // The marker is really in the back office's script and sheet, so its absence below means something.
    expect(
      own.filter(({ text }) => text.includes(BACKOFFICE_MARKER)).map(({ name }) => name.split(".").pop()),
    ).toEqual(expect.arrayContaining(["js", "css"]));
    const player = textAssets(join(WEB_BUILD_DIR, "client", "assets"));
    expect(player.length).toBeGreaterThan(0);
    expect(player.filter(({ text }) => text.includes(BACKOFFICE_MARKER)).map(({ name }) => name)).toEqual([]);
  });
});

describe("the back office without a build", () => {
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({ withWebApp: true, env: { BACKOFFICE_BUILD_DIR: "/nonexistent/backoffice" } });
  }, 240_000);
  afterAll(() => t.close());

  it("answers 503 with how to build it, and never a player page", async () => {
    for (const url of ["/backoffice/", "/backoffice/staff"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("SERVICE_UNAVAILABLE");
      expect(response.json().error.message).toMatch(/npm run build/);
    }
  });
});
