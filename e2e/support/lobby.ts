import AxeBuilder from "@axe-core/playwright";
import { expect, type FrameLocator, type Page } from "@playwright/test";

/** The header balance: its accessible name holds the settled amount, never a frame of the count. */
export function headerBalance(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
}

/**
 * A same-origin API call from the signed-in page. Tests browse brand hosts (`nlc.localhost`) that Chromium
 * resolves and Node does not, so the page makes the call with its own cookies.
 */
export async function callApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

/** The ledger's coins as the desktop header shows them ("9,850"). */
export async function ledgerCoins(page: Page): Promise<string> {
  const { playerBalance } = await callApi<{ playerBalance: { coins: number } }>(
    page,
    "/rest/player/balance/",
  );
  return new Intl.NumberFormat("en").format(playerBalance.coins);
}

/** The ledger's coins, as the header's balance button names them ("Balance: 9,850 Coins. Change game mode"). */
export async function ledgerBalanceName(page: Page): Promise<string> {
  return `Balance: ${await ledgerCoins(page)} Coins. Change game mode`;
}

export interface PlayedSpin {
  win: number;
  stake: number;
  announced: string;
}

/**
 * One spin in the game frame as a player makes it: press Spin, wait for the round to play out, and read
 * what the live region says, with the game API's own answer for the amounts.
 */
export async function spin(page: Page, game: FrameLocator): Promise<PlayedSpin> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/games/api/spin"));
  await game.getByRole("button", { name: "Spin" }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { win, stake } = (await response.json()) as { win: number; stake: number };
  await expect(game.locator("main[data-status='idle']")).toBeVisible({ timeout: 60_000 });
  const announced = (await game.getByRole("status").first().textContent()) ?? "";
  return { win, stake, announced };
}

/** Serious and critical axe findings, one line each; the game frame (another feature's page) is left out. */
export async function seriousViolationsOutsideGame(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("iframe")
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} – ${node.failureSummary}`,
      ),
    );
}
