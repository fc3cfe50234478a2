import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { seriousViolationsOutsideGame } from "../support/lobby";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";

const BRAND = BRAND_SITES.nlc;

test("a guest opening a game, by link or by its address, is sent to sign-up", async ({
  page,
  context,
  baseURL,
}) => {
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));

  await page.goto(site("/"));
  const card = page.getByRole("region", { name: "Most played" }).getByRole("list").getByRole("link").first();
  await expect(card).toHaveAttribute("href", /^\/signup\//);
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === "/signup/");

  await page.goto(site("/lobby/?game=101&utm_source=e2e"));
  await expect(page).toHaveURL((url) => url.pathname === "/signup/");
  // Sign-up keeps the query string (spec §2).
  expect(new URL(page.url()).searchParams.get("utm_source")).toBe("e2e");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your free account");
});

test("guests browse the library by category and provider, and collection pages by name", async ({
  page,
  context,
  baseURL,
}) => {
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));

  await page.goto(site("/library?category=popular-games"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular games");
  await expect(page).toHaveTitle(/^Popular games – NoLimitCoins/);
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: /^Popular games/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const grid = page.getByRole("list", { name: "Popular games" });
  const popular = await grid.getByRole("listitem").count();
  expect(popular).toBeGreaterThan(0);

  await page.getByRole("navigation", { name: "Providers" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("category") === "popular-games" && url.searchParams.has("provider"),
  );
  await expect(page.getByText(/^\d+ games?$/)).toBeVisible();
  expect(await grid.getByRole("listitem").count()).toBeLessThan(popular);

  // Every card's art comes in webp widths that cover densities 1 and 2 of its sizes (spec §9).
  const art = page.getByRole("main").getByRole("img").first();
  await expect(art).toHaveAttribute("srcset", /-160w\.webp\?v=\S+ 160w, .*-480w\.webp\?v=\S+ 480w$/);
  await expect(art).toHaveAttribute("sizes", /160px/);

  await page.goto(site("/issues/new-games"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New games");

  const missing = await page.goto(site("/issues/no-such-collection"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page Not Found: /issues/no-such-collection",
  );

  await page.goto(site("/providers"));
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/providers/"));
  await expect(page.getByRole("main").getByRole("list").getByRole("link").first()).toBeVisible();
});

test("axe finds nothing serious in the player's lobby, library, search and game modal", async ({
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
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/");
  await expect(page.getByRole("region", { name: "Most played" })).toBeVisible();
  expect(await seriousViolationsOutsideGame(page)).toEqual([]);

  await page.goto(site("/library?category=popular-games"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular games");
  expect(await seriousViolationsOutsideGame(page)).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "Search games" }).click();
  await expect(page.getByRole("searchbox", { name: "Game or provider name" })).toBeFocused();
  await page.keyboard.type("gems");
  await expect(page.getByRole("status").filter({ hasText: /found for “gems”/ })).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "gems");
  expect(await seriousViolationsOutsideGame(page)).toEqual([]);

  // Keyboard: the first result opens the game; Escape closes it and takes the game query away.
  const firstResult = page.getByRole("main").getByRole("listitem").first().getByRole("link");
  await firstResult.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("title", / game$/);
  expect(await seriousViolationsOutsideGame(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/search" && !url.searchParams.has("game"));
  await expect(firstResult).toBeFocused();
});
