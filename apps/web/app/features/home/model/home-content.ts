import type { HomePage, PlayCurrency } from "@casino/contracts";
import { formatCoins, formatEntries } from "@casino/web-kit";

export type HomeBanner = HomePage["banners"][number];

/** Spec §3: the player's offer banner (`bannerPresetPackage`) comes first, the rest keep their order. */
export function orderBanners(banners: readonly HomeBanner[]): HomeBanner[] {
  return [
    ...banners.filter((banner) => banner.type === "bannerPresetPackage"),
    ...banners.filter((banner) => banner.type !== "bannerPresetPackage"),
  ];
}

/** A banner's 2x image: the server serves the same path ending in `-2x.webp` (spec §9 densities). */
export function bannerSrcSet(image: string): string | undefined {
  if (!/-1x\.webp(\?|$)/.test(image)) return undefined;
  return `${image} 1x, ${image.replace(/-1x\.webp(\?|$)/, "-2x.webp$1")} 2x`;
}

/** The game id of a link that only opens a game (`/?game=113`), so it can open on the current page. */
export function gameIdOfLink(link: string): number | null {
  let url: URL;
  try {
    url = new URL(link, "http://local.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://local.invalid") return null;
  const value = url.searchParams.get("game");
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** An amount in its currency's format: entries with two decimals, coins whole (spec §3). */
export function formatPrize(currency: PlayCurrency, amount: number, locale: string): string {
  return currency === "entries" ? formatEntries(amount, locale) : formatCoins(amount, locale);
}
