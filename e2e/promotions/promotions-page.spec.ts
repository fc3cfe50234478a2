import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { submitSignUp } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

/**
 * Issue #14, the promotions page: a signed-in player sees the brand's promotions as cards with their
 * steps, and an offer they cannot buy yet explains why; a guest opening the page is sent to sign up.
 */
test.describe("the promotions page", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await giveCookieConsent(context, `${baseURL}/`);
  });

  test("a guest is sent to sign up, keeping the query", async ({ page }) => {
    await page.goto("/promotions?utm_source=mail");
    await expect(page).toHaveURL(/\/signup\/\?utm_source=mail$/);
  });

  // A newcomer: no purchase yet and only the welcome Coins, so which offers are open is known.
  test("a signed-in player sees the promotions, with how each works and why an offer is not open yet", async ({
    page,
  }) => {
    await page.goto("/signup/");
    await submitSignUp(page, "promotions");
    await closeWelcome(page);
    await page.goto("/promotions");
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const verify = page.getByRole("article", { name: "Verify your identity" });
    await expect(verify.getByRole("link", { name: "Verify now" })).toHaveAttribute("href", "/account#verify");

    const reload = page.getByRole("article", { name: "High Roller Reload" });
    await expect(reload.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(reload).toContainText("$49.99");
    await expect(reload).toContainText("75,000 Coins + 60.00 free Entries");
    // A newcomer holds fewer Coins than the reload asks for: the tooltip says how many, and Escape hides it.
    const buy = reload.getByRole("button", { name: "Buy" });
    await expect(buy).toHaveAttribute("aria-disabled", "true");
    await buy.focus();
    await expect(reload.getByRole("tooltip")).toHaveText("Available when you hold at least 50,000 Coins.");
    await page.keyboard.press("Escape");
    await expect(reload.getByRole("tooltip")).toBeHidden();

    const thanks = page.getByRole("article", { name: "Thank-You Offer" });
    // A tap shows it too (phones have no hover); Playwright holds aria-disabled buttons unclickable, a
    // person does not.
    await thanks.getByRole("button", { name: "Buy" }).click({ force: true });
    await expect(thanks.getByRole("tooltip")).toHaveText("Available after your first purchase.");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("how it works explains the currencies and leads to free entries by mail", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("heading", { level: 1, name: "How it works" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "2. Coins, Entries and Winnings" })).toBeVisible();
    await page.getByRole("link", { name: "Free entries by mail" }).click();
    await expect(page).toHaveURL(/\/page\/sweepstakes-rules#free-entries-by-mail$/);
    await expect(page.getByRole("region", { name: "Free entries by mail" })).toBeVisible();
  });
});
