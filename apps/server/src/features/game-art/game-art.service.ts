import type { Database } from "@casino/db";
import {
  bannerArtVersion,
  bannerSvg,
  contentVersion,
  gameArtVersion,
  gameCardSvg,
  gameLogoSvg,
  iconSvg,
  isMotif,
  providerLogoSvg,
} from "../../platform/art";
import { gameArtSource, providerName } from "../games-catalogue";
import { bannerArtSource } from "../home";
import type { ArtRenderer, Density } from "./art-renderer";
import { DENSITIES } from "./art-renderer";

/**
 * Widths a game card is rendered at besides its two densities (240 and 480): what the web's `srcset`
 * asks for, so a phone's 113 px card gets a 240 px file at most, not the 480 px one (spec §9: webp, q 75).
 * Only these: any other width is a 404, so a client cannot make the server render arbitrary sizes.
 */
export const CARD_WIDTHS: readonly number[] = [120, 160, 240, 320, 480];
/** The width a card is drawn at (its 1x file); other widths scale the same drawing. */
const CARD_DRAWN_WIDTH = 240;

/** An image ready to send: its bytes or text, and the version that names it (for ETag and caching). */
export interface ArtAsset {
  body: Buffer | string;
  version: string;
}

/** Renders the art of games, banners, studios and categories; null when the key names nothing. */
export function createGameArtService(db: Database, renderer: ArtRenderer) {
  return {
    async gameImage(artKey: string, density: Density): Promise<ArtAsset | null> {
      const source = await gameArtSource(db, { artKey });
      if (!source) return null;
      const version = gameArtVersion(source);
      const body = await renderer.webp(`game-${artKey}-${density}-${version}.webp`, () =>
        gameCardSvg(source, DENSITIES[density]),
      );
      return { body, version };
    },

    async gameImageAtWidth(artKey: string, width: number): Promise<ArtAsset | null> {
      if (!CARD_WIDTHS.includes(width)) return null;
      const source = await gameArtSource(db, { artKey });
      if (!source) return null;
      const version = gameArtVersion(source);
      const body = await renderer.webp(`game-${artKey}-${width}w-${version}.webp`, () =>
        gameCardSvg(source, width / CARD_DRAWN_WIDTH),
      );
      return { body, version };
    },

    async bannerImage(artKey: string, density: Density): Promise<ArtAsset | null> {
      const source = await bannerArtSource(db, { artKey });
      if (!source) return null;
      const version = bannerArtVersion(source);
      const body = await renderer.webp(`banner-${artKey}-${density}-${version}.webp`, () =>
        bannerSvg(source, DENSITIES[density]),
      );
      return { body, version };
    },

    async gameLogo(artKey: string): Promise<ArtAsset | null> {
      const source = await gameArtSource(db, { artKey });
      return source ? { body: gameLogoSvg(source), version: gameArtVersion(source) } : null;
    },

    async providerLogo(slug: string): Promise<ArtAsset | null> {
      const name = await providerName(db, { slug });
      if (!name) return null;
      const body = providerLogoSvg(slug, name);
      return { body, version: contentVersion(body) };
    },

    icon(name: string): ArtAsset | null {
      if (!isMotif(name)) return null;
      const body = iconSvg(name);
      return { body, version: contentVersion(body) };
    },
  };
}

export type GameArtService = ReturnType<typeof createGameArtService>;
