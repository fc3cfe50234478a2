import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_ENABLED_COOKIE,
  COOKIE_DEFINITIONS,
  decodeEnabled,
  isConsentGiven,
} from "@casino/web-kit";
import { readCookie } from "../../lib/cookies";

export interface CookieConsentState {
  isGiven: boolean;
  /** Cookie ids the visitor allows; necessary ids are always in it. */
  enabledIds: string[];
}

/** The visitor's consent as the two cookies tell it (spec §3–§4); read on the server and in the browser. */
export function readCookieConsent(cookieHeader: string | null | undefined): CookieConsentState {
  return {
    isGiven: isConsentGiven(readCookie(cookieHeader, COOKIE_CONSENT_COOKIE), COOKIE_DEFINITIONS),
    enabledIds: decodeEnabled(readCookie(cookieHeader, COOKIE_CONSENT_ENABLED_COOKIE), COOKIE_DEFINITIONS),
  };
}
