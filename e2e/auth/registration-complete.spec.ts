import type { Page } from "@playwright/test";
import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { codeIn, latestEmail } from "../support/mailbox";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

/** Signs up through the one-time-code flow that `registrationSource=sms` selects (domain sign-up-flow rule). */
async function signUpWithCode(
  page: Page,
  request: Parameters<typeof latestEmail>[0],
  siteURL: string,
  email: string,
) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your free account");
  await page.getByLabel("Email").fill(email);
  await fillBirthday(page);
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We have sent a code to ${email}.`)).toBeVisible();
  const code = codeIn(await latestEmail(request, siteURL, email, /\b\d{6}\b/));
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a one-time-code sign-up on NoLimitCoins is sent to the registration-complete page until it is finished", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error("baseURL is set by the config");
  const nlc = BRAND_SITES.nlc;
  await giveCookieConsent(context, brandUrl(baseURL, nlc));
  await page.goto(brandUrl(baseURL, nlc, "/signup/?registrationSource=sms"));
  await signUpWithCode(page, request, brandUrl(baseURL, nlc), uniqueEmail("otp-nlc"));

  await expect(page).toHaveURL((url) => url.pathname === "/registration-complete/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your registration");

  // Any other page sends the player back, on the server as well as in the app.
  await page.goto(brandUrl(baseURL, nlc, "/account"));
  await expect(page).toHaveURL((url) => url.pathname === "/registration-complete/");

  await page.getByLabel("First name").fill("Nia");
  await page.getByLabel("Last name").fill("Coder");
  await page.getByLabel("Password", { exact: true }).fill("Lantern55 river");
  await page.getByRole("button", { name: "Finish registration" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/lobby/");
  // The code proved the address: the welcome counts its entries and email reward with the welcome coins.
  await closeWelcome(
    page,
    "Welcome to NoLimitCoins! 2.50 free Entries and 27,000 Coins added to your balance.",
  );
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();

  await page.goto(brandUrl(baseURL, nlc, "/account"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
});

test("on a brand without the page, the registration-complete modal cannot be dismissed until it is finished", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error("baseURL is set by the config");
  await giveCookieConsent(context, baseURL);
  await page.goto("/signup/?registrationSource=sms");
  await signUpWithCode(page, request, baseURL, uniqueEmail("otp-funrize"));

  const dialog = page.getByRole("dialog", { name: "Complete your registration" });
  await expect(dialog).toBeVisible();
  // Focus is inside the modal and stays there when tabbing past its last control.
  const focusIsInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusIsInside).toBe(true);
  for (let presses = 0; presses < 6; presses++) await page.keyboard.press("Tab");
  expect(await focusIsInside()).toBe(true);
  // Protected: neither Escape nor a click on the backdrop closes it.
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Finish registration" }).click();
  await expect(dialog.getByText("This field is required.").first()).toBeVisible();
  await dialog.getByLabel("First name").fill("Rui");
  await dialog.getByLabel("Last name").fill("Lopes");
  await dialog.getByLabel("Password", { exact: true }).fill("Harbour31 lights");
  await dialog.getByRole("button", { name: "Finish registration" }).click();
  await expect(dialog).toHaveCount(0);
  await closeWelcome(page, "Welcome to FunRize! 2.00 free Entries and 12,000 Coins added to your balance.");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();
});
