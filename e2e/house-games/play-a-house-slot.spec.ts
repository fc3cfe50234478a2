import { formatMultiplier } from "@casino/domain";
import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { callApi } from "../support/page-api";
import { DEMO_PLAYER } from "../support/players";
import { expect, test } from "../support/test";

// The demo player of a brand no other game test plays in, so no one else moves this balance meanwhile.
const BRAND = BRAND_SITES.tao;
/** Ember Sevens, a classic 3-reel game of the built-in provider: quick rounds, a win about every other one. */
const GAME_ID = 101;

interface SpinAnswer {
  win: number;
  stake: number;
  currency: "coins" | "entries";
  outcome: { totalMultiplier: number };
  fairness: { clientSeed: string; nonce: number };
}

async function spinByKeyboard(page: Page): Promise<{ answer: SpinAnswer; announced: string }> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/games/api/spin"));
  await page.keyboard.press("Space");
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as SpinAnswer;
  // The round plays out; the live region speaks once the reels have stopped on the result.
  await expect(page.locator("main[data-status='idle']")).toBeVisible({ timeout: 60_000 });
  const announced = (await page.getByRole("status").textContent()) ?? "";
  return { answer, announced };
}

test("a player spins a slot by keyboard until a win and a loss, the balance matches the ledger, and a round verifies", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));

  await page.goto(site("/signin/"));
  await page.getByLabel("Email").fill(DEMO_PLAYER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();

  const launch = await callApi(page, "POST", `/rest/game/${GAME_ID}/play/`);
  expect(launch.status).toBe(200);
  const { url, gameMode } = launch.json as { url: string; gameMode: string };
  expect(url).toMatch(/^\/games\/[a-z0-9-]+\/\?token=/);
  await page.goto(site(url));

  const spin = page.getByRole("button", { name: "Spin" });
  await expect(spin).toBeVisible();
  await expect(page.getByLabel("Stake")).toBeVisible();
  await spin.focus();

  let last: SpinAnswer | null = null;
  let sawWin = false;
  let sawLoss = false;
  for (let round = 0; round < 40 && !(sawWin && sawLoss); round += 1) {
    const { answer, announced } = await spinByKeyboard(page);
    last = answer;
    if (answer.win > 0) {
      sawWin = true;
      expect(announced).toMatch(/^Win [\d,.]+ (coins|entries)/);
    } else {
      sawLoss = true;
      expect(announced).toBe("No win");
    }
  }
  expect(sawWin && sawLoss).toBe(true);
  if (!last) throw new Error("no round was played");

  // What the game shows is what the ledger holds.
  const ledger = await callApi(page, "GET", "/rest/player/balance/");
  const { playerBalance } = ledger.json as {
    playerBalance: { coins: number; entries: number; winnings: number };
  };
  const expected =
    gameMode === "SweepStakes"
      ? `${(playerBalance.entries + playerBalance.winnings).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} entries`
      : `${playerBalance.coins.toLocaleString("en-US")} coins`;
  await expect(page.getByTestId("slot-balance")).toHaveText(expected);

  expect(await seriousViolations(page)).toEqual([]);

  // Rotating the seeds reveals the server seed: the last round recomputes to the same result.
  await page.goto(site("/fairness"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Provably fair");
  await page.getByRole("button", { name: "Rotate seeds" }).click();
  await expect(page.getByText("New seeds committed.")).toBeVisible();
  await page.getByRole("link", { name: "Verify rounds of these seeds" }).click();
  await expect(page.getByLabel("Server seed (revealed)")).not.toHaveValue("");
  await expect(page.getByLabel("Client seed", { exact: true })).toHaveValue(last.fairness.clientSeed);
  await page.getByLabel("Nonce", { exact: true }).fill(String(last.fairness.nonce));
  await page.getByLabel("Game", { exact: true }).selectOption("classic-3-reel");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Matches the committed hash.")).toBeVisible();
  await expect(page.getByTestId("verifier-total")).toHaveText(
    `${formatMultiplier(last.outcome.totalMultiplier)} × stake`,
  );

  expect(await seriousViolations(page)).toEqual([]);
});
