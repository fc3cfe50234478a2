export { CookieConsent } from "./cookie-consent";
export { type CookieConsentState, readCookieConsent } from "./cookie-consent-state";
