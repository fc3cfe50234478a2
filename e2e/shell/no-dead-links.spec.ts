import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";
import { deadLinksOn } from "./dead-links";

const BRAND = BRAND_SITES.nlc;

test("no link of the home page, menu or footer leads a guest or a player to a missing page", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));
  const errors = collectConsoleErrors(page);
  await page.goto(site("/"));
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "Popular games" })).toBeVisible();
  // The home content (banners, info plate, promotions) has loaded.
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
  // Pages of the spec this build does not have yet have no entry at all.
  for (const name of [/Tournaments/, /Invite friends/]) {
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  // Promotions need an account (spec §5): a guest's entry leads to sign-up; how it works is for everyone.
  await expect(menu.getByRole("link", { name: "Promotions" })).toHaveAttribute("href", "/signup/");
  await expect(menu.getByRole("link", { name: "How it works" })).toHaveAttribute("href", "/how-it-works");
  await expect(menu.getByText("New", { exact: true })).toHaveCount(0);
  expect(await deadLinksOn(page)).toEqual([]);
  expect(errors).toEqual([]);

  await page.goto(site("/signin/"));
  await page.getByLabel("Email").fill(DEMO_PLAYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Favorites" }),
  ).toBeVisible();
  for (const name of [/Tournaments/, /Invite friends/]) {
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Promotions" }),
  ).toHaveAttribute("href", "/promotions");
  expect(await deadLinksOn(page)).toEqual([]);
});
