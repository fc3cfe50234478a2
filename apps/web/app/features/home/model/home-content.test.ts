import { describe, expect, it } from "vitest";
import { bannerSrcSet, formatPrize, gameIdOfLink, type HomeBanner, orderBanners } from "./home-content";

const banner = (id: string, type: HomeBanner["type"]): HomeBanner => ({
  id,
  type,
  title: id,
  subtitle: null,
  image: `/games-art/banners/${id}-1x.webp?v=1`,
  link: "/",
  buttonText: "Go",
});

describe("home content", () => {
  it("puts the preset package banner first and keeps the others in order", () => {
    const ordered = orderBanners([
      banner("welcome", "welcome"),
      banner("promo", "promo"),
      banner("offer", "bannerPresetPackage"),
      banner("game", "game"),
    ]);
    expect(ordered.map((item) => item.id)).toEqual(["offer", "welcome", "promo", "game"]);
  });

  it("offers the 2x banner art beside the 1x, and nothing for other images", () => {
    expect(bannerSrcSet("/games-art/banners/a-1x.webp?v=9")).toBe(
      "/games-art/banners/a-1x.webp?v=9 1x, /games-art/banners/a-2x.webp?v=9 2x",
    );
    expect(bannerSrcSet("/images/a.png")).toBeUndefined();
  });

  it("recognises links that only open a game, and nothing else", () => {
    expect(gameIdOfLink("/?game=113")).toBe(113);
    expect(gameIdOfLink("/lobby/?game=7&x=1")).toBe(7);
    expect(gameIdOfLink("/tournaments/")).toBeNull();
    expect(gameIdOfLink("/?game=abc")).toBeNull();
    expect(gameIdOfLink("https://elsewhere.example/?game=1")).toBeNull();
  });

  it("formats prizes in their currency", () => {
    expect(formatPrize("entries", 42.5, "en")).toBe("42.50");
    expect(formatPrize("coins", 125000, "en")).toBe("125,000");
  });
});
