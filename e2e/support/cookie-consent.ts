import {
  allCookieIds,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_ENABLED_COOKIE,
  COOKIE_DEFINITIONS,
} from "@casino/web-kit";
import type { BrowserContext } from "@playwright/test";

/** Every cookie id the site defines, necessary first (spec §3). */
export const ALL_COOKIE_IDS = allCookieIds(COOKIE_DEFINITIONS);
export const NECESSARY_COOKIE_IDS = COOKIE_DEFINITIONS.necessary.map(({ id }) => id);

/**
 * Stores a consent the way a returning visitor has it, so tests about something else see the page without
 * the banner. `url` is any page of the site the cookies belong to.
 */
export async function giveCookieConsent(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([
    { name: COOKIE_CONSENT_COOKIE, value: ALL_COOKIE_IDS.join(""), url },
    { name: COOKIE_CONSENT_ENABLED_COOKIE, value: ALL_COOKIE_IDS.join("~"), url },
  ]);
}
