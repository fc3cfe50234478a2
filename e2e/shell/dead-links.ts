import type { Page } from "@playwright/test";

/**
 * The site's own links on the page (menus, tap bar, footer, home content, drawer when open) that answer
 * with an error status: each is fetched from the page, so brand hosts resolve as in the browser.
 */
export async function deadLinksOn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hrefs = new Set<string>();
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) continue;
      hrefs.add(`${url.pathname}${url.search}`);
    }
    const dead: string[] = [];
    for (const href of hrefs) {
      const response = await fetch(href, { redirect: "follow", credentials: "include" });
      if (response.status >= 400) dead.push(`${href} → ${response.status}`);
    }
    return dead;
  });
}
