import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";
import { seriousViolationsOutsideGame } from "./lobby-support";

// Phones only: the lobby rows are swiped and the game takes the whole screen.

/** StormRush: a lobby brand no other game test signs in to. */
const BRAND = BRAND_SITES.stormrush;

test("on a phone the lobby fits the screen and a game opens full screen, and closes back to the lobby", async ({
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
  const name = (await card.locator("img").getAttribute("alt")) ?? "";
  await card.tap();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
  await expect(dialog.frameLocator("iframe").getByRole("button", { name: "Spin" })).toBeVisible({
    timeout: 30_000,
  });

  await dialog.getByRole("button", { name: "Close the game" }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/" && !url.searchParams.has("game"));
});
