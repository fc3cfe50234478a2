/**
 * The brands the e2e server maps by host (`BRAND_HOSTS` in playwright.config.ts), plus the default brand
 * that plain `localhost` gets. Chromium resolves every `*.localhost` name to the loopback address.
 */
export const BRAND_SITES = {
  funrize: { id: "funrize", host: "localhost", name: "FunRize", domain: "funrize.example", rating: "4.6" },
  nlc: { id: "nlc", host: "nlc.localhost", name: "NoLimitCoins", domain: "nlc.example", rating: "4.7" },
  tao: { id: "tao", host: "tao.localhost", name: "TaoFortune", domain: "tao.example", rating: "4.4" },
  stormrush: {
    id: "stormrush",
    host: "stormrush.localhost",
    name: "StormRush",
    domain: "stormrush.example",
    rating: "4.8",
  },
} as const;

export type BrandSite = (typeof BRAND_SITES)[keyof typeof BRAND_SITES];

/** The three brands reached through their own host name. */
export const HOSTED_BRANDS: readonly BrandSite[] = [BRAND_SITES.nlc, BRAND_SITES.tao, BRAND_SITES.stormrush];

/** `path` on the brand's host, on the port of the run's server. */
export function brandUrl(baseURL: string | undefined, brand: BrandSite, path = "/"): string {
  if (!baseURL) throw new Error("The Playwright config sets baseURL; brand URLs are built from its port");
  const url = new URL(path, baseURL);
  url.hostname = brand.host;
  return url.href;
}
