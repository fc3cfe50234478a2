import { randomInt } from "node:crypto";
import { test as base, type Page, type Response } from "@playwright/test";

/**
 * Waits, after a document has loaded, until the web app has hydrated it: pages start their scripts after
 * the first paint (decision 025), so the load event Playwright waits for no longer means a click will be
 * handled. Only for the web app's own documents (HTML with its deferred scripts).
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="text/x-after-first-paint"], script[type="module"]'),
  );
}

/**
 * Navigations that load a document end only once the page is interactive. Every page of the test's own
 * context gets it; a test that opens another context passes this to its `page` event.
 */
export function waitingForHydration(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const hydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) await untilHydrated(page);
    return response;
  };
  page.goto = async (...args) => hydrated(await goto(...args));
  page.reload = async (...args) => hydrated(await reload(...args));
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await untilHydrated(page);
  };
}

/**
 * Each test browses from its own client address (the e2e server trusts X-Forwarded-For, as it would behind
 * a load balancer), so the per-IP sign-in and sign-up limits apply per test, as for separate people. Pages
 * are used once they are interactive, as a person would wait for them.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
    // A test of the page without JavaScript has nothing to wait for.
    if (javaScriptEnabled !== false) context.on("page", waitingForHydration);
    await use(context);
  },
});

export { expect } from "@playwright/test";
