import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { headerBalance } from "../support/lobby";
import { submitSignUp } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

/**
 * Issue #14 item 3, the deposit flow of spec §4 on a decline: the sandbox's declining card ends on the
 * failed page, which offers the next method the provider names (`tryNextMethod`, here the bank transfer);
 * the retry opens the checkout with that method chosen, the bank approves, and the coins arrive once.
 */
test("a declined card leads to the next method, which completes the purchase", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await giveCookieConsent(context, `${baseURL}/`);
  await page.goto("/signup/");
  await submitSignUp(page, "decline");
  await closeWelcome(page);
  await expect(headerBalance(page)).toHaveAccessibleName("Balance: 10,000 Coins. Change game mode");

  const box = page.getByRole("dialog", { name: "Get coins" });
  await test.step("the declining card ends on the failed page, offering the bank transfer", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Buy", exact: true }).click();
    await box
      .getByRole("article", { name: "Popular Pick" })
      .getByRole("button", { name: "Buy for $9.99" })
      .click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.getByRole("button", { name: "Pay $9.99" }).click();
    const form = page.frameLocator('iframe[title="Secure payment form"]');
    await form.getByLabel("Card number").fill("4000 0000 0000 0002");
    await form.getByLabel("Expiry (MM/YY)").fill("12/34");
    await form.getByLabel("CVC").fill("123");
    await form.getByLabel("Name on card").fill("Dana Decline");
    await form.getByRole("button", { name: "Pay $9.99" }).click();
    await expect(page).toHaveURL(/#\/cash\/failed\/\d+\/preset\/bank\/?$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Payment declined" })).toBeVisible();
    await expect(page.getByText("You can pay with Instant bank transfer instead.")).toBeVisible();
  });

  await test.step("the retry pays by bank transfer and the coins arrive", async () => {
    await page.getByRole("button", { name: "Try again with Instant bank transfer" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await expect(checkout.getByRole("radio", { name: /Instant bank transfer/ })).toBeChecked();
    await checkout.getByRole("button", { name: "Pay $9.99" }).click();
    const form = page.frameLocator('iframe[title="Secure payment form"]');
    await form.getByRole("button", { name: "Approve the transfer" }).click();
    const done = page.getByRole("dialog", { name: "Purchase complete" });
    await expect(done.getByTestId("purchase-arrived")).toHaveText(
      "You got 10,000 Coins and 10.00 free Entries.",
      { timeout: 30_000 },
    );
    await done.getByRole("button", { name: "Continue" }).click();
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 20,000 Coins. Change game mode");
  });

  expect(errors).toEqual([]);
});
