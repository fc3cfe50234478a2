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
