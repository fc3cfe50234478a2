import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

/**
 * Issue #14 item 2: the cash box opens over the page from the header's Buy and from a `/cash/…` address
 * (redirected to the `#/cash/…` hash route), lists the brand's packages and promo offers, explains why an
 * offer cannot be bought yet in a tooltip reachable by keyboard, and closes with Escape, taking the hash
 * off the address. The demo player has made no purchase, so the Thank-You Offer (from the first purchase
 * on) is not for sale to them.
 */
test("a player opens the cash box from Buy and from its address, reads why an offer is locked and closes it", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await giveCookieConsent(context, `${baseURL}/`);
  await signInWithPassword(page, `${baseURL}/signin/`);
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  const cashBox = page.getByRole("dialog", { name: "Get coins" });

  await test.step("the header's Buy opens the deposit page over the page", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Buy", exact: true }).click();
    await expect(page).toHaveURL(/#\/cash\/deposit-by-money\/$/);
    await expect(cashBox).toBeVisible();
    const popular = cashBox.getByRole("article", { name: "Popular Pick" });
    await expect(popular).toContainText("10,000 Coins");
    await expect(popular).toContainText("+ 10.00 Free Entries");
    await expect(popular.getByRole("button", { name: "Buy for $9.99" })).toBeEnabled();
    await expect(cashBox.getByRole("heading", { name: "Special offers" })).toBeVisible();
    await expect(cashBox.getByRole("article", { name: "Thank-You Offer" }).locator("s")).toHaveText(
      "Usual price $14.99",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("a locked offer's Buy is reached by keyboard and its tooltip says why", async () => {
    const locked = cashBox
      .getByRole("article", { name: "Thank-You Offer" })
      .getByRole("button", { name: "Buy for $9.99" });
    await expect(locked).toHaveAttribute("aria-disabled", "true");
    await expect(locked).toHaveAccessibleDescription("Available after your 1st purchase");
    // Tab through the cash box until the locked offer's Buy has focus: it is in the keyboard's reach.
    await cashBox.getByRole("button", { name: "Close" }).focus();
    for (
      let step = 0;
      step < 80 && !(await locked.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(locked).toBeFocused();
    const tooltip = cashBox.getByRole("tooltip");
    await expect(tooltip).toHaveText("Available after your 1st purchase");
    expect(await seriousViolations(page)).toEqual([]);

    // The first Escape hides the tooltip, the second closes the cash box and takes the hash off.
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(cashBox).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cashBox).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");
  });

  await test.step("a /cash/ address opens the cash box as its hash route", async () => {
    await page.goto(`${baseURL}/cash/deposit-by-money/`);
    await expect(page).toHaveURL(/\/#\/cash\/deposit-by-money\/$/);
    await expect(cashBox).toBeVisible();
    await expect(cashBox.getByRole("article", { name: "Mountain of Coins" })).toContainText("Best deal");
    await cashBox.getByRole("button", { name: "Close" }).click();
    await expect(cashBox).toBeHidden();
  });

  expect(errors).toEqual([]);
});
