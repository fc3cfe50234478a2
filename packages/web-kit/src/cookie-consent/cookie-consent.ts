/** Cookie holding the consent marker: the concatenation of every cookie id at the time of consent. */
export const COOKIE_CONSENT_COOKIE = "cookie_consent";
/** Cookie holding the ids of the cookies the visitor allowed, joined by `~`. */
export const COOKIE_CONSENT_ENABLED_COOKIE = "cookie_consent_enabled";

const ENABLED_SEPARATOR = "~";

export interface CookieDefinition {
  id: string;
}

/** The cookies the site sets (spec §3): necessary ones cannot be refused, optional ones can. */
export interface CookieDefinitions {
  necessary: readonly CookieDefinition[];
  optional: readonly CookieDefinition[];
}

/** The cookies this site sets; ids are kebab-case so they survive the `~`-joined cookie value. */
export const COOKIE_DEFINITIONS: CookieDefinitions = {
  necessary: [{ id: "session" }, { id: "locale" }, { id: "cookie-consent" }, { id: "csrf" }],
  optional: [{ id: "analytics" }, { id: "marketing" }],
};

/** Every cookie id, necessary first, then optional, in definition order. */
export function allCookieIds(definitions: CookieDefinitions = COOKIE_DEFINITIONS): string[] {
  return [...definitions.necessary, ...definitions.optional].map(({ id }) => id);
}

/** The value stored when the visitor consents: all cookie ids concatenated with no separator (spec §4). */
export function consentValue(definitions: CookieDefinitions = COOKIE_DEFINITIONS): string {
  return allCookieIds(definitions).join("");
}

/**
 * Whether the stored consent covers the current cookie list: only an exact match counts, so adding,
 * removing or renaming a cookie asks the visitor again.
 */
export function isConsentGiven(
  storedValue: string | null | undefined,
  definitions: CookieDefinitions = COOKIE_DEFINITIONS,
): boolean {
  return typeof storedValue === "string" && storedValue === consentValue(definitions);
}

// Known ids in definition order, necessary ones always: the cookie's content does not depend on the
// order in which the visitor flipped the switches, and ids no longer defined fall away.
function normaliseEnabled(ids: ReadonlySet<string>, definitions: CookieDefinitions): string[] {
  const necessary = definitions.necessary.map(({ id }) => id);
  const optional = definitions.optional.map(({ id }) => id).filter((id) => ids.has(id));
  return [...new Set([...necessary, ...optional])];
}

/** The enabled-cookies value: the allowed ids joined by `~`, necessary ids always included. */
export function encodeEnabled(
  enabledIds: Iterable<string>,
  definitions: CookieDefinitions = COOKIE_DEFINITIONS,
): string {
  return normaliseEnabled(new Set(enabledIds), definitions).join(ENABLED_SEPARATOR);
}

/** The ids allowed by a stored enabled-cookies value; necessary ids always, unknown ids dropped. */
export function decodeEnabled(
  value: string | null | undefined,
  definitions: CookieDefinitions = COOKIE_DEFINITIONS,
): string[] {
  const stored = value ? value.split(ENABLED_SEPARATOR).map((id) => id.trim()) : [];
  return normaliseEnabled(new Set(stored), definitions);
}
