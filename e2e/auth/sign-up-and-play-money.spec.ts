import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { latestEmail, linkIn } from "../support/mailbox";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

const PASSWORD = "Sunrise42 over hills";
const NEW_PASSWORD = "Moonlight77 by the sea";

/** The header balance: its accessible name always holds the settled amount, never a frame of the count. */
function headerBalance(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(headerBalance(page)).toHaveCount(0);
}

// One newcomer's whole first visit; the steps depend on each other, so they are one test.
test("a newcomer signs up, confirms the email, completes the profile, switches mode, signs out, in, and resets the password", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("baseURL is set by the config");
  const email = uniqueEmail("newcomer");
  await giveCookieConsent(context, baseURL);

  await test.step("sign up with email and password (the captcha is solved in the background)", async () => {
    await page.goto("/signup/?utm_source=e2e");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your free account");
    await expect(
      page.getByText("Welcome bonus: 10,000 Coins, and 2.00 free Entries once you confirm your email"),
    ).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await expect(page.getByText("Password strength: strong")).toBeVisible();
    await fillBirthday(page);
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await closeWelcome(page, "Welcome to FunRize! 10,000 Coins added to your balance.");
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 10,000 Coins. Change game mode");
    await expect(page.getByText(`Please confirm your email address ${email}`)).toBeVisible({
      timeout: 20_000,
    });
  });

  await test.step("follow the confirmation link from the development mailbox", async () => {
    const message = await latestEmail(request, baseURL, email, /openNotify=EMAIL_VERIFIED/);
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Development mailbox");
    await page.getByRole("link", { name: linkIn(message, /openNotify=EMAIL_VERIFIED/) }).click();
    await expect(page.getByText("Your email address is verified")).toBeVisible();
    await expect(page.getByText("2.00 free Entries and 2,000 Coins added to your balance.")).toBeVisible();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has("confirmToken") && !url.searchParams.has("openNotify"),
    );
    await expect(page.getByText(/Please confirm your email address/)).toHaveCount(0);
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 12,000 Coins. Change game mode");
  });

  await test.step("a player who is not a partner is sent from the partners' account to the programme page", async () => {
    await page.goto("/affiliates/partners-account");
    await expect(page).toHaveURL((url) => url.pathname === "/affiliates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The FunRize affiliate programme");
  });

  await test.step("complete the easy, then the full profile and see the rewards land in the header", async () => {
    await page
      .getByRole("navigation", { name: "Your account" })
      .getByRole("link", { name: "My account" })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
    const rewards = page.getByRole("region", { name: "Account rewards" });
    await expect(rewards.getByRole("listitem").filter({ hasText: "Confirm your email" })).toContainText(
      "Received",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("First name").fill("Ann");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Date of birth").fill("1990-04-12");
    await page.getByLabel("ZIP code").fill("78701");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Your profile", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Still missing" })).toBeVisible();

    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("Address", { exact: true }).fill("600 Congress Avenue");
    await page.getByLabel("State").selectOption({ label: "Texas" });
    await page.getByLabel("Phone").pressSequentially("2125550123");
    await expect(page.getByLabel("Phone")).toHaveValue("+1 (212) 555-0123");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(rewards.getByRole("listitem").filter({ hasText: "Complete your profile" })).toContainText(
      "Received",
    );
    await expect(rewards.getByRole("listitem").filter({ hasText: "Add your phone number" })).toContainText(
      "Received",
    );
    await expect(page.getByText("Your profile is complete.")).toBeVisible();
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 20,000 Coins. Change game mode");
  });

  await test.step("switch to SweepStakes and see the header show entries", async () => {
    await headerBalance(page).click();
    await page.getByRole("button", { name: /Play with Entries/ }).click();
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 2.00 Entries. Change game mode");
    await expect(headerBalance(page)).toHaveText(/2\.00/);
  });

  await test.step("sign out, then sign in with the keyboard", async () => {
    await logOut(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    // The mode is the player's: it is still SweepStakes after signing in again.
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 2.00 Entries. Change game mode");
  });

  await test.step("reset the password through the emailed link and sign in with the new one", async () => {
    await logOut(page);
    await page.goto("/signin/");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    // The request waits for the proof-of-work captcha, which takes longer on a busy machine.
    await expect(page.getByRole("status").filter({ hasText: "a reset link is on its way" })).toBeVisible({
      timeout: 20_000,
    });

    const message = await latestEmail(request, baseURL, email, /\/reset\?token=/);
    await page.goto(linkIn(message, /\/reset\?token=/));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("Your password has been changed. Sign in with the new one.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");

    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(headerBalance(page)).toBeVisible();
  });
});
