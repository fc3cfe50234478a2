import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GamesCatalogueSchema, HomePageSchema } from "@casino/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CATALOGUE_TOPIC } from "../games-catalogue";

const isWebp = (body: Buffer) =>
  body.subarray(0, 4).toString("ascii") === "RIFF" && body.subarray(8, 12).toString("ascii") === "WEBP";

describe("generated game art", () => {
  let t: TestApp;
  let catalogue: ReturnType<typeof GamesCatalogueSchema.parse>;
  beforeAll(async () => {
    t = await createTestApp();
    catalogue = GamesCatalogueSchema.parse((await t.app.inject({ url: "/api/rest/games" })).json());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const size = async (body: Buffer) => {
    const { width, height, format } = await sharp(body).metadata();
    return { width, height, format };
  };

  it("serves a game's card in webp, the 2x image twice the size of the 1x", async () => {
    const game = catalogue.games[0];
    const x1 = await get(game?.img.x1 as string);
    const x2 = await get(game?.img.x2 as string);
    expect(x1.statusCode).toBe(200);
    expect(x1.headers["content-type"]).toBe("image/webp");
    expect(isWebp(x1.rawPayload)).toBe(true);
    expect(await size(x1.rawPayload)).toEqual({ width: 240, height: 320, format: "webp" });
    expect(await size(x2.rawPayload)).toEqual({ width: 480, height: 640, format: "webp" });
  });

  it("serves a card at the widths of the web's srcset, and no other width", async () => {
    const x1 = catalogue.games[0]?.img.x1 as string;
    for (const width of [120, 160, 320]) {
      const response = await get(x1.replace("-1x.webp", `-${width}w.webp`));
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await size(response.rawPayload)).toEqual({
        width,
        height: Math.round((width * 4) / 3),
        format: "webp",
      });
    }
    expect((await get(x1.replace("-1x.webp", "-123w.webp"))).statusCode).toBe(404);
    expect((await get(x1.replace("-1x.webp", "-0160w.webp"))).statusCode).toBe(404);
  });

  it("draws every game of the catalogue", { timeout: 120_000 }, async () => {
    const responses = await Promise.all(catalogue.games.map((game) => get(game.img.x1)));
    for (const [i, response] of responses.entries()) {
      expect(response.statusCode, catalogue.games[i]?.slug).toBe(200);
      expect(isWebp(response.rawPayload)).toBe(true);
    }
    const distinct = new Set(responses.map((response) => response.rawPayload.toString("base64")));
    expect(distinct.size).toBe(catalogue.games.length);
  });

  it("lets browsers keep a versioned image forever and revalidate an unversioned one", async () => {
    const url = catalogue.games[1]?.img.x1 as string;
    const versioned = await get(url);
    expect(versioned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(versioned.headers.etag).toMatch(/^"[\w-]+-1x"$/);
    const bare = await get(url.split("?")[0] as string);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers["cache-control"]).toBe("public, max-age=3600");
    const stale = await get(`${url.split("?")[0]}?v=old`);
    expect(stale.headers["cache-control"]).toBe("public, max-age=3600");
    const revalidated = await get(url, { "if-none-match": String(versioned.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("keeps rendered images in the disk cache", async () => {
    const game = catalogue.games[2];
    await get(game?.img.x2 as string);
    const version = new URL(game?.img.x2 as string, "http://x").searchParams.get("v");
    expect(existsSync(join(tmpdir(), "casino-games-art", `game-${game?.slug}-2x-${version}.webp`))).toBe(
      true,
    );
  });

  it("changes the image URL when a game's look changes", async () => {
    const app = await createTestApp();
    try {
      const before = GamesCatalogueSchema.parse((await app.app.inject({ url: "/api/rest/games" })).json());
      await app.editContent(
        CATALOGUE_TOPIC,
        `update game set art_theme = '{"colors":["#000000","#111111","#ffffff"],"motif":"gem"}' where id = 101`,
      );
      const after = GamesCatalogueSchema.parse((await app.app.inject({ url: "/api/rest/games" })).json());
      const find = (list: typeof before) => list.games.find((game) => game.id === 101)?.img.x1;
      expect(find(after)).not.toBe(find(before));
      expect((await app.app.inject({ url: find(after) as string })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("still draws a game whose stored theme is broken, and escapes its title", async () => {
    const app = await createTestApp();
    try {
      await app.db.query(
        `update game set title = '<script>alert(1)</script> & Co',
           art_theme = '{"colors":["red","#12","url(#x)"],"motif":"<g onload=x>"}' where id = 102`,
      );
      const games = GamesCatalogueSchema.parse((await app.app.inject({ url: "/api/rest/games" })).json());
      const game = games.games.find((entry) => entry.id === 102);
      const image = await app.app.inject({ url: game?.img.x1 as string });
      expect(image.statusCode).toBe(200);
      expect(isWebp(image.rawPayload)).toBe(true);
      const logo = await app.app.inject({ url: game?.logo as string });
      expect(logo.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(logo.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
      expect(logo.body).not.toContain("<script");
      expect(logo.body).not.toContain("onload");
      expect(logo.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    } finally {
      await app.close();
    }
  });

  it("serves the banners of the home page in both densities", async () => {
    const home = HomePageSchema.parse((await get("/rest/page/home/")).json());
    const url = home.banners[0]?.image as string;
    const x1 = await get(url);
    const x2 = await get(url.replace("-1x.webp", "-2x.webp"));
    expect(await size(x1.rawPayload)).toEqual({ width: 720, height: 300, format: "webp" });
    expect(await size(x2.rawPayload)).toEqual({ width: 1440, height: 600, format: "webp" });
  });

  it("serves studio logos and category icons as SVG", async () => {
    for (const provider of catalogue.providers) {
      const response = await get(provider.logo);
      expect(response.statusCode, provider.slug).toBe(200);
      expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(response.body).toContain(provider.name.replace("&", "&amp;"));
    }
    for (const issue of catalogue.issues) {
      const response = await get(issue.icon as string);
      expect(response.statusCode, issue.slug).toBe(200);
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it("answers 404 for keys that name no art", async () => {
    for (const url of [
      "/games-art/no-such-game-1x.webp",
      "/games-art/banners/no-such-banner-2x.webp",
      "/games-art/logos/no-such-game.svg",
      "/games-art/providers/no-such-studio.svg",
      "/games-art/icons/no-such-icon.svg",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("rejects path tricks and malformed names", async () => {
    const slug = catalogue.games[0]?.slug as string;
    for (const url of [
      "/games-art/..%2F..%2F..%2Fetc%2Fpasswd-1x.webp",
      "/games-art/%2e%2e-1x.webp",
      `/games-art/..%2F${slug}-1x.webp`,
      `/games-art/${slug}-3x.webp`,
      `/games-art/${slug}-1x.png`,
      `/games-art/${slug.toUpperCase()}-1x.webp`,
      `/games-art/${slug}%00-1x.webp`,
      `/games-art/-${slug}-1x.webp`,
      `/games-art/${"a".repeat(300)}-1x.webp`,
      "/games-art/logos/..%2F..%2Fpackage.json",
      "/games-art/providers/%2Fetc%2Fhosts.svg",
      "/games-art/icons/star.svg%3F.webp",
    ]) {
      const response = await get(url);
      // 414 is the router refusing a name past its parameter limit before any lookup.
      expect([404, 414], url).toContain(response.statusCode);
    }
  });
});
