import { parse, serialize } from "cookie";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads one cookie from a Cookie header (server) or `document.cookie` (browser). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parse(header)[name] ?? null;
}

/** Sets a first-party preference cookie for a year on path `/`, SameSite lax (spec §9 lifetimes). */
export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = window.location.protocol === "https:";
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not in every browser.
  document.cookie = serialize(name, value, { path: "/", maxAge: maxAgeSeconds, sameSite: "lax", secure });
}

/** Removes a cookie set by {@link writeCookie}. */
export function removeCookie(name: string): void {
  writeCookie(name, "", 0);
}
