import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

/**
 * A signed-in player's home hydrates in slices (decision 031) while its rows fetch the rest of the
 * catalogue: a slice hydrated after the catalogue arrived must still match the server's HTML (it once
 * showed cards where the HTML had placeholders, and React threw the page away and drew it again).
 */
test("a player's home hydrates without a mismatch, however soon the rows' games arrive", async ({
  page,
  context,
  baseURL,
}) => {
  await giveCookieConsent(context, `${baseURL}/`);
  await signInWithPassword(page, `${baseURL}/signin/`);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();
  const errors = collectConsoleErrors(page);
  for (let load = 0; load < 3; load += 1) {
    await page.goto(`${baseURL}/`);
    await expect(page.getByTestId("row-more").first()).toBeHidden({ timeout: 15_000 });
  }
  expect(errors).toEqual([]);
});
