import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_ENABLED_COOKIE,
  COOKIE_DEFINITIONS,
  consentValue,
  encodeEnabled,
} from "@casino/web-kit";
import { useCallback, useState } from "react";
import { analytics } from "../../../lib/analytics";
import { writeCookie } from "../../../lib/cookies";
import type { CookieConsentState } from "../cookie-consent-state";

/** Consent state plus the one action that records a choice in both cookies. */
export function useCookieConsent(initial: CookieConsentState) {
  const [state, setState] = useState(initial);
  const choose = useCallback((enabledIds: readonly string[]) => {
    const enabled = encodeEnabled(enabledIds, COOKIE_DEFINITIONS);
    writeCookie(COOKIE_CONSENT_ENABLED_COOKIE, enabled);
    writeCookie(COOKIE_CONSENT_COOKIE, consentValue(COOKIE_DEFINITIONS));
    setState({ isGiven: true, enabledIds: enabled.split("~") });
    analytics.emit("send_form", { form: "cookie-consent", enabled });
  }, []);
  return { ...state, choose };
}
