import { useEffect } from "react";
import { analytics } from "../../lib/analytics";
import { CookieConsentBanner } from "./components/cookie-consent-banner";
import type { CookieConsentState } from "./cookie-consent-state";
import { useCookieConsent } from "./hooks/use-cookie-consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Shows the banner until the visitor chooses, and forwards analytics events to the page's data layer only
 * while the `analytics` cookie is allowed.
 */
export function CookieConsent({ initial }: { initial: CookieConsentState }) {
  const consent = useCookieConsent(initial);
  const allowsAnalytics = consent.isGiven && consent.enabledIds.includes("analytics");

  useEffect(() => {
    if (!allowsAnalytics) return;
    return analytics.subscribe((event) => {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: event.name, ...event.data });
    });
  }, [allowsAnalytics]);

  if (consent.isGiven) return null;
  return <CookieConsentBanner onChoose={consent.choose} />;
}
