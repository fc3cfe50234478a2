import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";

// NoLimitCoins has the lobby page (spec §1 hasPageLobby).
const BRAND = BRAND_SITES.nlc;
/** The phone of issue #10's goal: its first screen shows a row of games. */
const PHONE = { width: 390, height: 844 };
/** The whole catalogue, which the home and lobby no longer put into their documents (issue #10). */
const isCatalogueRequest = (url: string) => /\/api\/rest\/games(\/get-cached-games)?(\?|$)/.test(url);

/** Game art of `row` that lies whole inside the first screen, above the phone's bottom bar. */
async function tilesInFirstScreen(page: Page, row: Locator): Promise<number> {
  const bottomBar = await page.locator("nav").filter({ hasText: "Menu" }).last().boundingBox();
  const visibleBottom = bottomBar && bottomBar.y > 0 ? bottomBar.y : PHONE.height;
  const boxes = await row
    .getByRole("list")
    .getByRole("img")
    .evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      }),
    );
  return boxes.filter(
    (box) => box.top >= 0 && box.bottom <= visibleBottom && box.left >= 0 && box.right <= PHONE.width,
  ).length;
}

test.describe("a phone's first screen", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the guest home shows a row of games first, and a row loads its other games when scrolled", async ({
    page,
    context,
    baseURL,
  }) => {
    const site = (path: string) => brandUrl(baseURL, BRAND, path);
    await giveCookieConsent(context, site("/"));
    const errors = collectConsoleErrors(page);
    const catalogueRequests: string[] = [];
    page.on("request", (request) => {
      if (isCatalogueRequest(request.url())) catalogueRequests.push(request.url());
    });

    const response = await page.goto(site("/"));
    // The document carries the first tiles of the rows, not the catalogue.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("get-cached-games");
    const row = page.getByRole("region", { name: "Most played" });
    await expect(row.getByRole("list").getByRole("img").first()).toBeVisible();
    expect(await tilesInFirstScreen(page, row)).toBeGreaterThanOrEqual(3);
    // Lazy art below the first screen, width variants for the card's size (spec §9 breakpoints).
    const art = row.getByRole("list").getByRole("img").first();
    await expect(art).toHaveAttribute("srcset", /-160w\.webp\?v=\S+ 160w, .*-480w\.webp\?v=\S+ 480w$/);
    await expect(art).toHaveAttribute("sizes", /\(min-width: 576px\) 160px/);
    await expect(page.getByRole("main").getByRole("img").last()).toHaveAttribute("loading", "lazy");

    const shown = await row.getByRole("list").getByRole("link").count();
    await page.waitForLoadState("networkidle");
    expect(catalogueRequests).toEqual([]);

    // Scrolling the row to its end brings in the rest of its games.
    await row.getByRole("list").evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    await expect.poll(() => row.getByRole("list").getByRole("link").count()).toBeGreaterThan(shown);
    expect(catalogueRequests.length).toBeGreaterThan(0);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the signed-in lobby shows a row of games first", async ({ page, context, baseURL }) => {
    const site = (path: string) => brandUrl(baseURL, BRAND, path);
    await giveCookieConsent(context, site("/"));
    await page.goto(site("/signin/"));
    await page.getByLabel("Email").fill(DEMO_PLAYER.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/lobby/");

    // A fresh document of the lobby, as a returning player opens it.
    const errors = collectConsoleErrors(page);
    // The lobby the sign-in led to refreshes the player's data on timers of its own: leave it first, so
    // that only the new document's requests count below.
    await page.goto("about:blank");
    const afterLoad: string[] = [];
    page.on("request", (request) => afterLoad.push(new URL(request.url()).pathname));
    await page.goto(site("/lobby/"));
    await page.evaluate(() => window.scrollTo(0, 0));
    const row = page.getByRole("region", { name: "Most played" });
    await expect(row.getByRole("list").getByRole("img").first()).toBeVisible();
    expect(await tilesInFirstScreen(page, row)).toBeGreaterThanOrEqual(3);
    // The player's own data loads after hydration and nothing the document carried (decision 029): no
    // route manifest, no home page or static info fetched again, no second render of the page for them.
    await page.waitForLoadState("networkidle");
    expect(afterLoad).toContain("/rest/app/init/");
    const carried = /__manifest|\/rest\/page\/home\/|\/static-info\//;
    expect(afterLoad.filter((path) => carried.test(path))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("a row's arrows", () => {
  // Wide enough for the arrows (768 px and up), narrow enough that the row's games overflow it.
  test.use({ viewport: { width: 800, height: 900 } });

  test("scroll the row, and the next arrow brings the games the page did not carry", async ({
    page,
    context,
    baseURL,
  }) => {
    const site = (path: string) => brandUrl(baseURL, BRAND, path);
    await giveCookieConsent(context, site("/"));
    const errors = collectConsoleErrors(page);
    // Hold the catalogue back until the arrow is pressed, so the row starts with the tiles it carried.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isCatalogueRequest(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(site("/"));
    const row = page.getByRole("region", { name: "Most played" });
    const track = row.getByRole("list");
    const scrollLeft = () => track.evaluate((list) => list.scrollLeft);
    const previous = row.getByRole("button", { name: "Previous games: Most played" });
    const next = row.getByRole("button", { name: "Next games: Most played" });
    await expect(track.getByRole("link").first()).toBeVisible();
    await expect(previous).toBeDisabled();
    const carried = await track.getByRole("link").count();

    // More games are to come: the next arrow is on even where the carried tiles end.
    await expect(next).toBeEnabled();
    await next.click();
    release();
    await expect.poll(() => track.getByRole("link").count()).toBeGreaterThan(carried);
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();

    const moved = await scrollLeft();
    await previous.click();
    await expect.poll(scrollLeft).toBeLessThan(moved);
    expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
