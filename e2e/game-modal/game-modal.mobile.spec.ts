import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { seriousViolationsOutsideGame } from "../support/lobby";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";

// Phones only: the lobby rows are swiped and the game takes the whole screen below the header.

/** StormRush: a lobby brand no other game test signs in to. */
const BRAND = BRAND_SITES.stormrush;

test("on a phone the lobby fits the screen, a game opens full screen below a header still in use, and closes back to the lobby", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));
  await page.goto(site("/signin/"));
  await page.getByLabel("Email").fill(DEMO_PLAYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/");

  const row = page.getByRole("region", { name: "Most played" });
  await expect(row).toBeVisible();
  // Rows scroll sideways inside themselves; the page never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolationsOutsideGame(page)).toEqual([]);

  const card = row.getByRole("list").getByRole("link").first();
  const errors = collectConsoleErrors(page);
  const name = (await card.locator("img").getAttribute("alt")) ?? "";
  await card.tap();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const headerHeight = header?.height ?? 0;
  expect(headerHeight).toBeGreaterThan(0);
  expect(box).toEqual({
    x: 0,
    y: headerHeight,
    width: viewport?.width,
    height: (viewport?.height ?? 0) - headerHeight,
  });
  await expect(dialog.frameLocator("iframe").getByRole("button", { name: "Spin" })).toBeVisible({
    timeout: 30_000,
  });

  // The header above the game stays in use (spec §2 hides only its search): the balance opens the mode
  // switch over the game, which stays open; the page under the game is out of reach.
  const balance = page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
  await balance.tap();
  await expect(balance).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /Play with Entries/ })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.has("game"));
  await balance.tap();
  await expect(balance).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Quick links" })).toHaveCount(0);
  expect(await page.locator("#main-content").evaluate((main) => main.closest("[inert]") !== null)).toBe(true);
  expect(errors).toEqual([]);

  await dialog.getByRole("button", { name: "Close the game" }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/" && !url.searchParams.has("game"));
});
