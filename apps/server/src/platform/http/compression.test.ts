import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureWebBuild, WEB_BUILD_DIR } from "../../test-support/web-build";

const CATALOGUE = "/api/rest/games/get-cached-games?groupKey=guest";

describe("compression on the wire", () => {
  let t: TestApp;
  beforeAll(async () => {
    await ensureWebBuild();
    t = await createTestApp({ withWebApp: true });
  }, 240_000);
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends JSON brotli-compressed to a browser that takes it, the same JSON once decoded", async () => {
    const plain = await get(CATALOGUE);
    const compressed = await get(CATALOGUE, "gzip, deflate, br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it("falls back to gzip, and sends plain bytes to a client that asks for neither", async () => {
    const gzipped = await get(CATALOGUE, "gzip");
    const plain = await get(CATALOGUE);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses server-rendered pages", async () => {
    const page = await get("/", "br");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/^<!DOCTYPE html>/i);
  });

  it("sends a hashed script as the build precompressed it, cached for good", async () => {
    const page = (await get("/")).body;
    // The page's scripts worth compressing (the build leaves files under 1 KiB as they are).
    // (the scripts the page loads after its first paint are listed as quoted paths, decision 025)
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    const script = scripts.find((path) => existsSync(join(WEB_BUILD_DIR, "client", `${path}.br`)));
    if (!script) throw new Error(`no precompressed script among ${scripts.join(", ")}`);
    const file = join(WEB_BUILD_DIR, "client", script);
    const brotli = await get(script, "br, gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    const gzip = await get(script, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(readFileSync(file))).toBe(true);
  });

  it("leaves tiny answers as they are", async () => {
    const health = await get("/healthz", "br");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
  });
});
