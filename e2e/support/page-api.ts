import type { Page } from "@playwright/test";

/**
 * A same-origin API call from the signed-in page. Tests play on brand hosts (`tao.localhost`), which
 * Chromium resolves and Node does not, so the API is called from the page rather than `page.request`.
 */
export function callApi(
  page: Page,
  method: "GET" | "POST",
  path: string,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(path, {
        method,
        headers: {
          "x-casino-client": "web",
          ...(method === "POST" ? { "content-type": "application/json" } : {}),
        },
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path },
  );
}
