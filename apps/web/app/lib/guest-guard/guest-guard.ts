/**
 * Spec §5: guest actions that need an account (tournaments, search, promotions, sign-up events) send the
 * guest to `/signup/`. The pages themselves stay readable at their address (the URL rules of
 * `@casino/domain` let guests open them); what is guarded is the guest's action of going there from the
 * menus and buttons, which leads to sign-up instead, keeping the query like every sign-up link (spec §2).
 */
export const GUEST_GUARDED_PATHS: readonly string[] = ["/tournaments", "/promotions", "/search"];

function pathOf(url: string): string | null {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const path = url.split(/[?#]/)[0] ?? "";
  return path.startsWith("/") ? path : null;
}

/** Whether following `url` is an action a guest must sign up for. */
export function isGuestGuarded(url: string): boolean {
  const path = pathOf(url);
  if (path === null) return false;
  return GUEST_GUARDED_PATHS.some((guarded) => path === guarded || path.startsWith(`${guarded}/`));
}

/** Where a link leads the visitor: sign-up (with the current query) for a guarded action of a guest. */
export function guestLinkTarget(url: string, options: { isGuest: boolean; search: string }): string {
  if (!options.isGuest || !isGuestGuarded(url)) return url;
  return `/signup/${options.search}`;
}

/**
 * Queries that act for a player: the offer links of spec §2 (`promoOffer` unlocks a link offer,
 * `promoOfferSet` flips the coin). A guest who follows one is sent to sign up with it, and it follows the
 * new player to their lobby, where it is used.
 */
export const PLAYER_ACTION_PARAMS: readonly string[] = ["promoOffer", "promoOfferSet"];

/** The player-action queries of `search` alone, as `?a=b` or "". */
export function playerActionSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PLAYER_ACTION_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
