import type { Game } from "@casino/contracts";

/** Card art is drawn at 240 × 320 (3:4); the server renders it at these widths too (webp, quality 75). */
export const ART_WIDTH = 240;
export const ART_HEIGHT = 320;
/**
 * Widths the game-art route renders (`/games-art/{key}-{width}w.webp`): a card is 7 to 10 rem wide, so
 * these cover densities 1 and 2 of every card size (spec §9) without sending a phone the 480 px file.
 */
export const ART_WIDTHS = [160, 240, 320, 480] as const;

/**
 * How wide a card is drawn, for `sizes`: the carousel's `clamp(7rem, 29vw, 10rem)` (112 px on the
 * smallest phones, 29 % of the screen from 386 px, 160 px from the 576 px breakpoint on).
 */
export const CARD_SIZES = "(min-width: 576px) 160px, (min-width: 386px) 29vw, 112px";

const ONE_X = /-1x\.webp(\?|$)/;

/**
 * `src` and `srcSet` of a game's art: widths of the same file when the URL is the game-art route's
 * (`…-1x.webp?v=…`), else the two densities the payload names.
 */
export function gameArtSources(img: Game["img"]): { src: string; srcSet: string; sizes?: string } {
  if (!ONE_X.test(img.x1)) return { src: img.x1, srcSet: `${img.x1} 1x, ${img.x2} 2x` };
  const srcSet = ART_WIDTHS.map((width) => `${img.x1.replace(ONE_X, `-${width}w.webp$1`)} ${width}w`).join(
    ", ",
  );
  return { src: img.x1, srcSet, sizes: CARD_SIZES };
}
