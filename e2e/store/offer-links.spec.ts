import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { submitSignUp } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

/**
 * Issue #14 item 4, the offer links of spec §2: a guest following a link offer (`?promoOffer=`) signs up
 * first, sees the registration-complete moment alone, and then finds the offer open in the cash box; a player following a flip-the-coin link
 * (`?promoOfferSet=`) wins one of the set's offers and buys it from the result, and a second flip is
 * refused with the "flip the coin used" modal and its reason.
 */
test("a guest signs up through a link offer, then flips the coin once and is told why not twice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await giveCookieConsent(context, `${baseURL}/`);
  // The cash box opened at one offer is titled for it.
  const offerBox = page.getByRole("dialog", { name: "Special offer", exact: true });

  await test.step("a guest's link offer sends them to sign up, and opens once they are a player", async () => {
    await page.goto("/?promoOffer=spring-boost");
    await expect(page).toHaveURL(/\/signup\/\?promoOffer=spring-boost$/);
    await submitSignUp(page, "offer-links");
    await closeWelcome(page);
    await expect(page).toHaveURL(/#\/cash\/deposit-by-money\/\d+\/promoOffer\/$/);
    await expect(offerBox.getByRole("article", { name: "Spring Boost" })).toContainText("15,000 Coins");
    // The link is used once: its query left the address, so a reload does not repeat it.
    expect(new URL(page.url()).searchParams.has("promoOffer")).toBe(false);
    await offerBox.getByRole("button", { name: "Close" }).click();
    await expect(offerBox).toBeHidden();
  });

  await test.step("a flip-the-coin link wins an offer, which opens in the cash box", async () => {
    await page.goto("/?promoOfferSet=lucky-coin");
    const flip = page.getByRole("dialog", { name: "You won an offer!" });
    await expect(flip).toBeVisible({ timeout: 10_000 });
    await flip.getByRole("button", { name: /^Buy/ }).click();
    await expect(flip).toBeHidden();
    await expect(page).toHaveURL(/#\/cash\/deposit-by-money\/\d+\/promoOffer\/$/);
    await expect(offerBox).toBeVisible();
    await offerBox.getByRole("button", { name: "Close" }).click();
  });

  await test.step("a second flip is refused with the reason", async () => {
    await page.goto("/?promoOfferSet=lucky-coin");
    const used = page.getByRole("dialog", { name: "Flip the coin used" });
    await expect(used).toBeVisible({ timeout: 10_000 });
    // The offer won a moment ago is still theirs to buy, so the modal shows it again.
    await expect(used).toContainText("You have flipped this coin already: the offer you won is yours until");
    await used.getByRole("button", { name: "Not now" }).click();
    await expect(used).toBeHidden();
  });

  expect(errors).toEqual([]);
});
