import type { MenuItem } from "@casino/contracts";
import { isLinkAvailable } from "../../../lib/site-pages";

/** Who is looking at the menu: spec §5 shows items by guest status and, for players, by deposits. */
export type Viewer = { isGuest: true } | { isGuest: false; hasDeposits: boolean };

type VisibilityFlags = Pick<
  MenuItem,
  "is_granted_for_guest" | "show_player_with_deposits" | "show_player_without_deposits"
>;

/** Spec §5: guests see items granted for guests; players see items for their deposit state. */
export function isMenuItemVisible(item: VisibilityFlags, viewer: Viewer): boolean {
  if (viewer.isGuest) return item.is_granted_for_guest;
  return viewer.hasDeposits ? item.show_player_with_deposits : item.show_player_without_deposits;
}

/**
 * The entries to show: spec §5's rules, and only entries whose page is built (`lib/site-pages`), so no
 * menu or tap-bar entry leads to a 404 while its feature is still to come.
 */
export function visibleMenuItems<T extends VisibilityFlags & Pick<MenuItem, "url">>(
  items: readonly T[],
  viewer: Viewer,
): T[] {
  return items.filter((item) => isMenuItemVisible(item, viewer) && isLinkAvailable(item.url));
}

/**
 * App init (or the page's player class, decision 024) tells who the visitor is; until it is known,
 * everyone is treated as a guest.
 */
export function viewerFromAppInit(appInit: { isGuest: boolean; hasDeposits?: boolean } | undefined): Viewer {
  if (!appInit || appInit.isGuest) return { isGuest: true };
  return { isGuest: false, hasDeposits: appInit.hasDeposits === true };
}

/** Links that leave the site open in a new tab. */
export function isExternalUrl(item: Pick<MenuItem, "url" | "is_external">): boolean {
  return item.is_external || /^https?:\/\//i.test(item.url);
}
