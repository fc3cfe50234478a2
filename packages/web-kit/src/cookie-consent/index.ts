export {
  allCookieIds,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_ENABLED_COOKIE,
  COOKIE_DEFINITIONS,
  type CookieDefinition,
  type CookieDefinitions,
  consentValue,
  decodeEnabled,
  encodeEnabled,
  isConsentGiven,
} from "./cookie-consent";
