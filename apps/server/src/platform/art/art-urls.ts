import { createHash } from "node:crypto";
import { type BannerArtSource, bannerSvg, type GameArtSource, gameCardSvg, gameLogoSvg } from "./art-svg";

/** A short content hash, the version of a drawing. */
export const contentVersion = (text: string) =>
  createHash("sha256").update(text).digest("base64url").slice(0, 12);

/** Versions by source; drawing is deterministic, so a source always has the same version. */
const versions = new Map<string, string>();
const MAX_REMEMBERED = 5_000;

function versionOf(source: unknown, draw: () => string): string {
  const id = JSON.stringify(source);
  let version = versions.get(id);
  if (!version) {
    version = contentVersion(draw());
    if (versions.size >= MAX_REMEMBERED) versions.clear();
    versions.set(id, version);
  }
  return version;
}

/**
 * The art's version: a hash of its drawing. It goes into the image URLs (`?v=`), which is what lets
 * those URLs be cached as immutable: new art (or a new drawing code), new URL.
 */
export const gameArtVersion = (source: GameArtSource) =>
  versionOf(["game", source], () => `${gameCardSvg(source, 1)}${gameLogoSvg(source)}`);
export const bannerArtVersion = (source: BannerArtSource) =>
  versionOf(["banner", source], () => bannerSvg(source, 1));

const key = (artKey: string) => encodeURIComponent(artKey);

/** Card images in webp (1x and 2x) and the wordmark logo of a game. */
export function gameImageUrls(source: GameArtSource) {
  const v = gameArtVersion(source);
  return {
    img: {
      x1: `/games-art/${key(source.artKey)}-1x.webp?v=${v}`,
      x2: `/games-art/${key(source.artKey)}-2x.webp?v=${v}`,
    },
    logo: `/games-art/logos/${key(source.artKey)}.svg?v=${v}`,
  };
}

/** A banner's background at 1x; the same path ending in `-2x.webp` serves the 2x density. */
export function bannerImageUrl(source: BannerArtSource): string {
  return `/games-art/banners/${key(source.artKey)}-1x.webp?v=${bannerArtVersion(source)}`;
}
