/** Spec §2: sign-in and sign-up keep the current query string, also when linking to each other. */
export function withSearch(path: string, search: string): string {
  if (!search || search === "?") return path;
  return `${path}${search.startsWith("?") ? search : `?${search}`}`;
}

/** Query parameters that must not follow the visitor from page to page (single-use link tokens). */
const PRIVATE_PARAMS = ["token", "confirmToken"];

/** The query to carry between auth pages: everything but single-use tokens. */
export function carriedSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PRIVATE_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Spec §2 query `registrationSource` and `trafficSource`: where a sign-up came from. */
export function acquisitionFromQuery(search: string): {
  registrationSource?: string;
  trafficSource?: string;
} {
  const params = new URLSearchParams(search);
  const pick = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 100) : undefined;
  };
  return { registrationSource: pick("registrationSource"), trafficSource: pick("trafficSource") };
}
