import type { Brand } from "./brands";
import type { Locale } from "./locales";
import type { Transport } from "./transport";

/** What the server hands the web app for each server render (React Router load context). */
export interface SsrContext {
  brand: Brand;
  locale: Locale;
  /** CSP nonce of this response; every inline script must carry it. */
  nonce: string;
  requestId: string;
  userAgent: string;
  /** Calls the API in-process with the visitor's cookies, no network hop (ARCHITECTURE D12). */
  transport: Transport;
  /**
   * Set when a signed-in page is rendered once for every player of a class and kept (decision 024): the
   * render shows the page as any such player sees it and nothing of one player; the browser loads the
   * player's own data (app init, balances, rows) after hydration.
   */
  playerPageClass?: PlayerPageClass;
}

/**
 * The parts of a registered player's app init that shape a page shared by many players: what the
 * catalogue and menus are drawn from, and which of the player's own rows the page makes room for (so
 * that they fill in without moving the page). Two players with equal classes see the same page around
 * their own data.
 */
export interface PlayerPageClass {
  playerRestrictionIdsHash: string;
  hasDeposits: boolean;
  buildId: string;
  hasLastGames: boolean;
  hasFavorites: boolean;
}
