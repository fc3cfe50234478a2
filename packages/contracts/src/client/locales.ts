export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Spec §9: the locale cookie lives 365 days on path `/`, SameSite lax. */
export const LOCALE_COOKIE = {
  name: "locale",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
} as const;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
