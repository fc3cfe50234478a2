import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { headerBalance, ledgerBalanceName, ledgerCoins, type PlayedSpin, spin } from "../support/lobby";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

/** NoLimitCoins has the lobby page (spec §1 hasPageLobby): players land there after signing in. */
const BRAND = BRAND_SITES.nlc;
/** Enough rounds to see a win and a loss many times over; the test stops as soon as it has both. */
const MAX_SPINS = 60;

// Rounds play their animations; the reduced-motion setting keeps them short, as a player may ask too.
test.use({ reducedMotion: "reduce" });

// One newcomer's visit; the steps depend on each other, so they are one test. A fresh account keeps the
// balance this test compares with the ledger its own.
test("a new player opens a game from the lobby, spins until a win and a loss, sees the header follow the ledger, and keeps the game in favourites", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));

  await test.step("sign up and land in the lobby", async () => {
    await page.goto(site("/signup/"));
    await page.getByLabel("Email").fill(uniqueEmail("lobby-player"));
    await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
    await fillBirthday(page);
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/lobby/");
    await closeWelcome(page, "Welcome to NoLimitCoins! 25,000 Coins added to your balance.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("NoLimitCoins lobby");
    await expect(headerBalance(page)).toHaveAccessibleName(/^Balance: [\d,]+ Coins/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Search games" })).toBeVisible();
  });

  const row = page.getByRole("region", { name: "Most played" });
  const card = row.getByRole("list").getByRole("link").first();
  // A card's link is named by its art's alt text: the game's name.
  const name = (await card.locator("img").getAttribute("alt")) ?? "";
  expect(name).not.toBe("");

  const dialog = page.getByRole("dialog", { name });
  const game = dialog.frameLocator(`iframe[title="${name} game"]`);

  await test.step("open the game from the lobby's Most played row", async () => {
    await card.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/lobby/" && /^\d+$/.test(url.searchParams.get("game") ?? ""),
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close the game" })).toBeFocused();
    await expect(game.getByRole("button", { name: "Spin" })).toBeVisible({ timeout: 30_000 });
    // Spec §2: no header search while a game is open.
    await expect(page.locator('header a[href="/search"]')).toHaveCount(0);
    // The header stays in use above the game, by keyboard too: Shift+Tab from the game's first control
    // reaches its last control, Buy, then the balance (the page under the game is inert), and Tab comes back.
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Buy" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(headerBalance(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close the game" })).toBeFocused();
  });

  const startingBalance = await ledgerBalanceName(page);
  const played: PlayedSpin[] = [];
  await test.step("spin until a win and a loss have both happened", async () => {
    while (played.length < MAX_SPINS && !(played.some((r) => r.win > 0) && played.some((r) => r.win === 0))) {
      const round = await spin(page, game);
      // What the live region says agrees with the round the server settled.
      expect(round.announced).toMatch(round.win > 0 ? /^Win / : /^No win/);
      played.push(round);
    }
    expect(played.some((round) => round.win > 0)).toBe(true);
    expect(played.some((round) => round.win === 0)).toBe(true);
  });

  await test.step("the header balance, seen above the game, follows the spins to the ledger's amount", async () => {
    expect(await ledgerBalanceName(page)).not.toBe(startingBalance);
    // While the game is open the page behind it is inert; the header above it is in sight and in use.
    await expect(page.locator("header")).toContainText(await ledgerCoins(page));
  });

  await test.step("close the game: the game query goes, the search comes back", async () => {
    await dialog.getByRole("button", { name: "Close the game" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/lobby/" && !url.searchParams.has("game"));
    await expect(headerBalance(page)).toHaveAccessibleName(await ledgerBalanceName(page));
    await expect(page.getByRole("banner").getByRole("link", { name: "Search games" })).toBeVisible();
  });

  await test.step("favourite the game and find it among the favourites", async () => {
    const heart = row.getByRole("button", { name: `Favourite: ${name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // The lobby now has a favourites row; its "See all" leads to the favourites page.
    const favourites = page.getByRole("region", { name: "Favourite games" });
    await expect(favourites.getByRole("list").getByRole("link", { name })).toBeVisible();
    await favourites.getByRole("link", { name: /^See all/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/issues/favorites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourite games");
    await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
    // The list is the server's: a fresh page load shows the same.
    await page.reload();
    await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("button", { name: `Favourite: ${name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  await test.step("find the rounds in My rounds, with their provably fair data", async () => {
    await page
      .getByRole("navigation", { name: "Your games" })
      .getByRole("link", { name: "My rounds" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My rounds");
    await expect(page.getByText(`${played.length} rounds`)).toBeVisible();
    const rounds = page.getByRole("main").getByRole("listitem");
    await expect(rounds).toHaveCount(Math.min(played.length, 20));
    const newest = rounds.first();
    await expect(newest.getByRole("heading", { name })).toBeVisible();
    await newest.getByText("Provably fair data").click();
    await expect(newest.getByText("Server seed hash")).toBeVisible();
    await expect(newest.getByText("Revealed when you change your seeds")).toBeVisible();
  });
});
