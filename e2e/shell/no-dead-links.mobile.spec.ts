import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";
import { deadLinksOn } from "./dead-links";

const BRAND = BRAND_SITES.nlc;

test("on a phone a signed-in player's tabs and menu lead only to pages that exist", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));

  // A guest first: the tap bar shows no page still to be built, and its links all lead somewhere.
  const guestErrors = collectConsoleErrors(page);
  await page.goto(site("/"));
  await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("listitem")).toHaveText([
    "Home",
    "Promotions",
    "Sign In",
    "Sign Up",
    "Menu",
  ]);
  expect(await deadLinksOn(page)).toEqual([]);
  expect(guestErrors).toEqual([]);

  await page.goto(site("/signin/"));
  await page.getByLabel("Email").fill(DEMO_PLAYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/");

  const errors = collectConsoleErrors(page);
  await page.reload();
  const bar = page.getByRole("navigation", { name: "Quick links" });
  await expect(bar.getByRole("listitem")).toHaveText(["Home", "Promotions", "Menu"]);
  await bar.getByRole("button", { name: "Menu" }).tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Favorites" })).toBeVisible();
  for (const name of [/Tournaments/, /Invite friends/]) {
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  }
  expect(await deadLinksOn(page)).toEqual([]);
  expect(errors).toEqual([]);
});
