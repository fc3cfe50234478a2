import type { Page } from "@playwright/test";
import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { callApi } from "../support/page-api";
import { DEMO_PLAYER } from "../support/players";
import { expect, test, waitingForHydration } from "../support/test";

// A brand whose demo player no other spec plays with, so the balances compared here move only by this test.
const BRAND = BRAND_SITES.stormrush;
/** Ember Sevens, a classic 3-reel game of the built-in provider. */
const GAME_ID = 101;

test("a spin in one tab moves the balance another tab shows, without that tab asking the server", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));
  await page.goto(site("/signin/"));
  await page.getByLabel("Email").fill(DEMO_PLAYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const balanceOf = (tab: Page) => tab.getByRole("banner").getByRole("button", { name: /^Balance:/ });
  await expect(balanceOf(page)).toBeVisible();

  // The second tab: the lobby, its push channel open.
  const other = await context.newPage();
  const joined = other.waitForEvent("websocket", (socket) => socket.url().includes("/connection/websocket"));
  await other.goto(site("/"));
  await waitingForHydration(other);
  await expect(balanceOf(other)).toBeVisible();
  await joined;
  const asked: string[] = [];
  other.on("request", (request) => {
    if (/\/rest\/(player\/balance|app\/init)\//.test(request.url())) asked.push(request.url());
  });

  const launch = await callApi(page, "POST", `/rest/game/${GAME_ID}/play/`);
  expect(launch.status).toBe(200);
  const { url, gameMode } = launch.json as { url: string; gameMode: "SweepStakes" | "TournamentPoints" };
  await page.goto(site(url));
  const spin = page.getByRole("button", { name: "Spin" });
  await expect(spin).toBeVisible();
  await spin.focus();
  const shownBefore = (await balanceOf(other).textContent()) ?? "";
  // A round whose win equals its stake leaves the balance as it was; spin until it moved.
  let amount = "";
  for (let round = 0; round < 5; round += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith("/games/api/spin"));
    await page.keyboard.press("Space");
    expect((await answered).status()).toBe(200);
    await expect(page.locator("main[data-status='idle']")).toBeVisible({ timeout: 60_000 });
    const ledger = await callApi(page, "GET", "/rest/player/balance/");
    const { playerBalance } = ledger.json as {
      playerBalance: { coins: number; entries: number; winnings: number };
    };
    amount =
      gameMode === "SweepStakes"
        ? (playerBalance.entries + playerBalance.winnings).toLocaleString("en-US", {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          })
        : playerBalance.coins.toLocaleString("en-US");
    if (!shownBefore.includes(amount)) break;
  }
  await expect(balanceOf(other)).toHaveAccessibleName(new RegExp(`^Balance: ${amount.replace(".", "\\.")} `));
  expect(asked).toEqual([]);
  await other.close();
});
