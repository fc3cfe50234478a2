import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_ENABLED_COOKIE } from "@casino/web-kit";
import type { BrowserContext, Page } from "@playwright/test";
import { ALL_COOKIE_IDS, NECESSARY_COOKIE_IDS } from "../support/cookie-consent";
import { expectPaintedOnTop } from "../support/painted-on-top";
import { expect, test } from "../support/test";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    consent: cookies.find((cookie) => cookie.name === COOKIE_CONSENT_COOKIE),
    enabled: cookies.find((cookie) => cookie.name === COOKIE_CONSENT_ENABLED_COOKIE),
  };
}

/** After a reload, and in the server's own HTML, the banner stays away: the choice is remembered. */
async function expectChoiceRemembered(page: Page) {
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // The markup before the scripts (which carry the dictionary) is what shows before hydration.
  const html = await (await page.request.get("/")).text();
  const markup = html.slice(0, html.indexOf("<script"));
  expect(markup, "the server-rendered page has no cookie banner").toContain("Welcome to FunRize");
  expect(markup.includes("Cookies on this site"), "the server-rendered page has no cookie banner").toBe(
    false,
  );
}

test("a new visitor is asked about cookies on the first page", async ({ page }) => {
  await page.goto("/");
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole("button", { name: "Accept all" })).toBeVisible();
  await expect(region.getByRole("button", { name: "Necessary only" })).toBeVisible();
  await expect(region.getByRole("button", { name: "Customise" })).toBeVisible();
  expect((await consentCookies(page.context())).consent).toBeUndefined();
});

test("Accept all allows every cookie and the banner does not come back", async ({ page, context }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toHaveCount(0);

  const { consent, enabled } = await consentCookies(context);
  // Spec §4: consent counts only when the stored value is every cookie id concatenated.
  expect(consent?.value).toBe(ALL_COOKIE_IDS.join(""));
  // Spec §3: the enabled ids joined by a tilde.
  expect(enabled?.value).toBe(ALL_COOKIE_IDS.join("~"));
  for (const cookie of [consent, enabled]) {
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 3600);
  }

  await expectChoiceRemembered(page);
});

test("Necessary only allows just the necessary cookies", async ({ page, context }) => {
  await page.goto("/page/terms");
  await banner(page).getByRole("button", { name: "Necessary only" }).click();
  await expect(banner(page)).toHaveCount(0);

  const { consent, enabled } = await consentCookies(context);
  expect(consent?.value).toBe(ALL_COOKIE_IDS.join(""));
  expect(enabled?.value).toBe(NECESSARY_COOKIE_IDS.join("~"));
  await expectChoiceRemembered(page);
});

test("a visitor can choose optional cookies one by one; necessary ones cannot be switched off", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const region = banner(page);
  await region.getByRole("button", { name: "Customise" }).click();

  const choices = region.getByRole("group", { name: "Choose the cookies you allow" });
  await expect(choices).toBeVisible();
  const necessary = choices.getByRole("checkbox", { name: "Session (necessary)" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytics = choices.getByRole("checkbox", { name: "Analytics" });
  const marketing = choices.getByRole("checkbox", { name: "Marketing" });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();

  await marketing.check();
  await analytics.check();
  await marketing.uncheck();
  await region.getByRole("button", { name: "Save my choice" }).click();
  await expect(banner(page)).toHaveCount(0);

  const { consent, enabled } = await consentCookies(context);
  expect(consent?.value).toBe(ALL_COOKIE_IDS.join(""));
  expect(enabled?.value).toBe([...NECESSARY_COOKIE_IDS, "analytics"].join("~"));
  await expectChoiceRemembered(page);
});

test("a consent given for an older list of cookies asks again", async ({ page, context, baseURL }) => {
  const olderList = ALL_COOKIE_IDS.filter((id) => id !== "marketing");
  await context.addCookies([
    { name: COOKIE_CONSENT_COOKIE, value: olderList.join(""), url: baseURL ?? "" },
    { name: COOKIE_CONSENT_ENABLED_COOKIE, value: olderList.join("~"), url: baseURL ?? "" },
  ]);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole("button", { name: "Accept all" }).click();
  expect((await consentCookies(context)).consent?.value).toBe(ALL_COOKIE_IDS.join(""));
  await expectChoiceRemembered(page);
});

test("while the banner waits for a choice, the end of the page can still be read and used", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // Scrolled to the very end, nothing of the footer stays hidden under the banner. The home page keeps
  // growing while its game rows load, so scroll again until the end stays the end.
  const footer = page.getByRole("contentinfo");
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    const distanceToEnd = await page.evaluate(
      () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
    );
    expect(distanceToEnd).toBeLessThan(1);
    for (const link of await footer.getByRole("link").all()) {
      if (await link.isVisible()) await expectPaintedOnTop(link);
    }
  }).toPass({ timeout: 15_000 });

  await footer.getByRole("link", { name: "Responsible play" }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Responsible play");
  await expect(banner(page)).toBeVisible();
});
