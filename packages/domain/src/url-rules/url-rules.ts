/** Where a page request must go instead of rendering, per the URL rules of spec §2. */
export interface UrlRedirect {
  location: string;
  /** A full browser navigation (HTTP redirect) rather than an in-app route change. */
  isExternal: boolean;
}

const BASE = "http://placeholder.invalid";

// Null when the page is no URL at all: no rule applies to it.
function splitPage(page: string): { path: string; params: URLSearchParams } | null {
  // A page is a path on this site: a leading "//" or "\\" must not be read as another host ("//" alone
  // would not even parse).
  const relative = page.replace(/^[/\\]+/, "/");
  let url: URL;
  try {
    // Not URL.canParse: this also runs in browsers older than it (Safari 16, Chrome 119).
    url = new URL(relative, BASE);
  } catch {
    return null;
  }
  // Dot segments can still build a leading "//" ("/.//evil.com/" → "//evil.com/"), which a browser
  // would follow to another host: collapse it so a redirect can only ever stay on this site.
  return { path: url.pathname.replace(/^\/{2,}/, "/"), params: url.searchParams };
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Applies the spec's URL rules to a page path with its query, in order:
 * 1. query `aa` is dropped by an external redirect to the same path (root goes to `/lobby/`);
 * 2. a guest on a path containing `register` goes to `/signup/`;
 * 3. a path containing `/cash/` opens the cash box as the hash route: `/x/cash/redeem/` → `/x/#/cash/redeem/`.
 * The other query parameters always survive. Returns null when the page renders as asked.
 */
export function redirectForPage(page: string, options: { isGuest: boolean }): UrlRedirect | null {
  const parts = splitPage(page);
  if (!parts) return null;
  const { path, params } = parts;
  if (params.has("aa")) {
    params.delete("aa");
    return { location: withQuery(path === "/" ? "/lobby/" : path, params), isExternal: true };
  }
  if (options.isGuest && path.includes("register")) {
    return { location: withQuery("/signup/", params), isExternal: false };
  }
  const cashAt = path.indexOf("/cash/");
  if (cashAt !== -1) {
    const pagePath = `${path.slice(0, cashAt)}/`;
    return { location: `${withQuery(pagePath, params)}#${path.slice(cashAt)}`, isExternal: false };
  }
  return null;
}
