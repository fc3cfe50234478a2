import { matchPath } from "react-router";

/**
 * The pages this build serves: the paths of `routes.ts` (a test keeps the two equal). Menus, tap bar,
 * footer, banners, promotions and buttons link only here, so no entry of the app leads to a 404 while
 * a page of spec §2 is not built yet; the issue that builds a page adds its route and its entries appear.
 */
export const BUILT_PAGES: readonly string[] = [
  "/",
  "/page/:name",
  "/account",
  "/account/responsible-play",
  "/affiliates",
  "/affiliates/partners-account",
  "/dev/mailbox",
  "/lobby",
  "/library",
  "/issues/favorites",
  "/issues/last-games",
  "/issues/:pageName",
  "/providers",
  "/providers/:slug",
  "/search",
  "/history",
  "/fairness",
  "/promotions",
  "/how-it-works",
  "/signin",
  "/signup",
  "/reset",
  "/registration-complete",
  "/geoblock",
  "/games/:slug",
  "/cashIframe",
];

/**
 * Features that open over a page rather than being one (ARCHITECTURE D13), switched on by the issue that
 * builds each: the cash box of the `#/cash/` hash and of `/cash/...` paths (spec §2).
 */
export const BUILT_FEATURES = { cashBox: true } as const;

/** Spec §2: a path containing /cash/, or a hash containing cash, is the cash box. */
function isCashBoxLink(path: string, hash: string): boolean {
  return path.includes("/cash/") || hash.includes("cash");
}

/**
 * Whether following `url` leads somewhere that exists: a built page of this site, or another site
 * (external links are that site's business).
 */
export function isLinkAvailable(url: string): boolean {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return true;
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const path = (url.split(/[?#]/)[0] ?? "") || "/";
  if (!path.startsWith("/")) return false;
  if (isCashBoxLink(path, hash)) return BUILT_FEATURES.cashBox;
  return BUILT_PAGES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
