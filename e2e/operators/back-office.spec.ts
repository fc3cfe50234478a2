import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { BRAND_SITES } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_ADMIN, enrolOperator, signInOperator } from "../support/operators";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

// One demo admin enrols once, and the later steps sign in with that authenticator: they run in order.
test.describe.configure({ mode: "serial" });

const FINANCE = { email: "finance.e2e@casino.test", password: "Finance password 1" };
let adminAuthenticator: { secret: string; lastStep: number } | null = null;

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  return context.newPage();
}

test("the first admin enrols an authenticator, saves recovery codes, and adds an operator", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/backoffice/");
  await expect(page.getByRole("heading", { name: "Sign in to the back office" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  adminAuthenticator = await enrolOperator(page, DEMO_ADMIN);
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: DEMO_ADMIN.email, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const section = page.getByRole("region", { name: "Add an operator" });
  await section.getByLabel("E-mail").fill(FINANCE.email);
  await section.getByLabel("Name").fill("Fay Finance");
  await section.getByLabel("Role").selectOption("finance");
  await section.getByLabel("First password").fill(FINANCE.password);
  await section.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByRole("cell", { name: FINANCE.email, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an adjustment above the brand's limit waits for a second operator, then the player sees it", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!adminAuthenticator || !baseURL) throw new Error("the admin enrolled in the step before");
  const email = uniqueEmail("adjusted");
  await giveCookieConsent(context, baseURL);

  await test.step("a new player signs up and holds the welcome coins", async () => {
    await page.goto("/signup/");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
    await fillBirthday(page);
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await closeWelcome(page);
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 10,000 Coins. Change game mode");
  });

  const admin = await newPage(browser, baseURL);
  await test.step("the admin finds the player and asks for 150,000 coins (the limit is 100,000)", async () => {
    adminAuthenticator = await signInOperator(
      admin,
      DEMO_ADMIN,
      adminAuthenticator as { secret: string; lastStep: number },
    );
    await admin.getByRole("link", { name: "Players" }).click();
    await admin.getByLabel("Search by e-mail, id or name").fill(email);
    await admin.getByRole("link", { name: email }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    const form = admin.getByRole("form", { name: "Adjust the balance" });
    await form.getByLabel("Currency").selectOption("coins");
    await form.getByLabel("Amount (negative takes from the player)").fill("150000");
    await form.getByLabel("Reason").fill("Goodwill for the e2e outage");
    await form.getByRole("button", { name: "Request adjustment" }).click();
    await expect(admin.getByText(/waits for a second operator's approval/)).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
  });

  const finance = await newPage(browser, baseURL);
  await test.step("a finance operator enrols and approves it", async () => {
    await enrolOperator(finance, FINANCE);
    await finance.getByRole("link", { name: "Adjustments" }).click();
    const row = finance.getByRole("row", { name: /Goodwill for the e2e outage/ });
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(finance.getByText(/approved and posted/)).toBeVisible();
    expect(await seriousViolations(finance)).toEqual([]);
  });

  await test.step("the player's balance has the coins", async () => {
    await page.reload();
    await expect(headerBalance(page)).toHaveAccessibleName("Balance: 160,000 Coins. Change game mode");
  });
});

test("a banner edited in the back office is on the brand's home page", async ({ page, browser, baseURL }) => {
  if (!adminAuthenticator) throw new Error("the admin enrolled in the first step");
  const title = `Lantern festival of reels ${Date.now() % 100000}`;
  const admin = await newPage(browser, baseURL);
  adminAuthenticator = await signInOperator(admin, DEMO_ADMIN, adminAuthenticator);
  await admin.goto("/backoffice/content/home?brand=tao&locale=en");
  const first = admin.getByRole("list", { name: "Banners in order" }).getByRole("listitem").first();
  await first.getByRole("button", { name: /^Edit / }).click();
  await admin.getByLabel("Title (English)").fill(title);
  await admin.getByRole("button", { name: "Save and publish" }).click();
  await expect(admin.getByRole("list", { name: "Banners in order" }).getByText(title)).toBeVisible();

  const site = BRAND_SITES.tao;
  await page.goto(`http://${site.host}:${new URL(baseURL as string).port}/`);
  await expect(page.getByText(title).first()).toBeVisible();
});

test("every screen of the admin's menu opens without an error or a serious accessibility finding", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!adminAuthenticator) throw new Error("the admin enrolled in the first step");
  const admin = await newPage(browser, baseURL);
  const errors = collectConsoleErrors(admin);
  adminAuthenticator = await signInOperator(admin, DEMO_ADMIN, adminAuthenticator);
  const screens = [
    "Dashboard",
    "Players",
    "Adjustments",
    "Ledger accounts",
    "Ledger transactions",
    "Trial balance",
    "Home page",
    "Menus",
    "Games",
    "Legal pages",
    "Staff",
    "Roles",
    "Audit log",
  ];
  for (const name of screens) {
    await admin.getByRole("link", { name, exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    await admin.waitForLoadState("networkidle");
    expect([name, await seriousViolations(admin)]).toEqual([name, []]);
  }
  // The audit log holds this very session's sign-in, the newest entry first.
  await expect(admin.getByRole("cell", { name: "operatorVerify" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

function headerBalance(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
}
