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
import type { CachedReads } from "../../platform/feature";
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

/**
 * Renders the art of games, banners, studios and categories; null when the key names nothing. What each
 * is drawn from comes from the catalogue's and the home's memory, so an image costs no query.
 */
export function createGameArtService(ctx: CachedReads, renderer: ArtRenderer) {
  /** A game card drawn at `scale` times its 1x size, kept by the renderer under `label`. */
  async function gameCard(artKey: string, label: string, scale: number): Promise<ArtAsset | null> {
    const source = await gameArtSource(ctx, { artKey });
    if (!source) return null;
    const version = gameArtVersion(source);
    const body = await renderer.webp(`game-${artKey}-${label}-${version}.webp`, () =>
      gameCardSvg(source, scale),
    );
    return { body, version };
  }

  return {
    gameImage: (artKey: string, density: Density) => gameCard(artKey, density, DENSITIES[density]),

    gameImageAtWidth: (artKey: string, width: number) =>
      CARD_WIDTHS.includes(width)
        ? gameCard(artKey, `${width}w`, width / CARD_DRAWN_WIDTH)
        : Promise.resolve(null),

    async bannerImage(artKey: string, density: Density): Promise<ArtAsset | null> {
      const source = await bannerArtSource(ctx, { artKey });
      if (!source) return null;
      const version = bannerArtVersion(source);
      const body = await renderer.webp(`banner-${artKey}-${density}-${version}.webp`, () =>
        bannerSvg(source, DENSITIES[density]),
      );
      return { body, version };
    },

    async gameLogo(artKey: string): Promise<ArtAsset | null> {
      const source = await gameArtSource(ctx, { artKey });
      return source ? { body: gameLogoSvg(source), version: gameArtVersion(source) } : null;
    },

    async providerLogo(slug: string): Promise<ArtAsset | null> {
      const name = await providerName(ctx, { slug });
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
