import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { codeIn, latestEmail } from "../support/mailbox";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test, waitingForHydration } from "../support/test";
import { closeWelcome } from "../support/welcome";

const PASSWORD = "Sunrise42 over hills";

function headerBalance(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
}

/** The guest home: on a phone its header has no sign-in link, the page itself offers it. */
async function expectSignedOutAtHome(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("main").getByRole("link", { name: "I have an account" })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
}

// A fresh player, not a demo one: signing out everywhere would end the sessions of other tests.
test("a player signed in on two phones turns code sign-in on, then signs out everywhere and both are signed out", async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("baseURL is set by the config");
  const email = uniqueEmail("everywhere");
  const errors = collectConsoleErrors(page);
  await giveCookieConsent(context, baseURL);

  // The second phone: another browser with its own cookies, from its own network address.
  const otherContext = await browser.newContext();
  otherContext.on("page", waitingForHydration);
  await otherContext.setExtraHTTPHeaders({ "x-forwarded-for": `10.250.${Date.now() % 250}.7` });
  await giveCookieConsent(otherContext, baseURL);
  const other = await otherContext.newPage();

  await test.step("sign up on the first phone and sign in on the second", async () => {
    await page.goto("/signup/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await fillBirthday(page);
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
    await page.getByRole("button", { name: "Create account" }).tap();
    await closeWelcome(page);
    await expect(headerBalance(page)).toBeVisible({ timeout: 20_000 });

    await other.goto("/signin/");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Sign in" }).tap();
    await expect(headerBalance(other)).toBeVisible();
  });

  const security = page.getByRole("region", { name: "Security" });
  const codeSignIn = security.getByRole("switch", { name: "Sign in with a code sent by e-mail" });

  await test.step("the account's security section counts both phones; code sign-in is off until turned on", async () => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
    await expect(security.getByText("Signed in on 2 devices")).toBeVisible();
    await expect(codeSignIn).toHaveAttribute("aria-checked", "false");
    await codeSignIn.tap();
    await expect(codeSignIn).toHaveAttribute("aria-checked", "true");
    // It is the account's setting, not the screen's: it is still on after loading the page again.
    await page.reload();
    await expect(codeSignIn).toHaveAttribute("aria-checked", "true");
    expect(await seriousViolations(page, { include: "#account-security" })).toEqual([]);
  });

  await test.step("sign out everywhere, confirmed in a dialog", async () => {
    await security.getByRole("button", { name: "Sign out everywhere" }).tap();
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await seriousViolations(page, { include: "[role='dialog']" })).toEqual([]);
    await dialog.getByRole("button", { name: "Yes, sign out everywhere" }).tap();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("You are signed out on every device.")).toBeVisible();
    await expectSignedOutAtHome(page);
  });

  await test.step("both phones are signed out", async () => {
    await page.goto("/account");
    await expect(page).toHaveURL((url) => url.pathname === "/signin/");
    await other.reload();
    await expectSignedOutAtHome(other);
    await other.goto("/account");
    await expect(other).toHaveURL((url) => url.pathname === "/signin/");
  });

  await test.step("with code sign-in on, a code e-mailed to the address signs the player in again", async () => {
    await page.goto("/signup/?registrationSource=sms");
    await page.getByLabel("Email").fill(email);
    await fillBirthday(page);
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
    await page.getByRole("button", { name: "Email me a code" }).tap();
    await expect(page.getByText(`We have sent a code to ${email}.`)).toBeVisible({ timeout: 20_000 });
    const code = codeIn(await latestEmail(request, baseURL, email, /\b\d{6}\b/));
    await page.getByLabel("One-time code").fill(code);
    await page.getByRole("button", { name: "Continue" }).tap();
    await expect(headerBalance(page)).toBeVisible();
  });

  await otherContext.close();
  expect(errors).toEqual([]);
});
