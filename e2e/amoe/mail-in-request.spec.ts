import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { headerBalance } from "../support/lobby";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

const entriesText = (value: number) =>
  new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/**
 * Issue #13, free entries by mail: a player gets a request code on the sweepstakes rules page, an
 * operator records the letter in the back office, and the player's entries go up on the open page. The
 * demo admin enrols an authenticator at the first sign-in, so this spec runs a server of its own.
 */
test("a mail-in request code recorded by an operator credits the player's entries", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const server = new OwnServer(await freePort(), { CAPTCHA: "off" });
  await server.start();
  try {
    const site = (path: string) => `${server.baseUrl}${path}`;
    await giveCookieConsent(context, site("/"));

    await test.step("a guest reads how to send a request, with equal odds stated, and is asked to sign in", async () => {
      await page.goto(site("/page/sweepstakes-rules"));
      const section = page.getByRole("region", { name: "Free entries by mail" });
      await expect(section).toContainText("exactly the same odds of winning");
      await expect(section.getByRole("link", { name: "Sign in" })).toBeVisible();
      expect(await seriousViolations(page, { include: "#free-entries-by-mail" })).toEqual([]);
    });

    let code = "";
    let before = 0;
    await test.step("the player plays with Entries and gets a request code on the rules page", async () => {
      await signInWithPassword(page, site("/signin/"));
      await expect(headerBalance(page)).toBeVisible();
      await headerBalance(page).click();
      await page.getByRole("button", { name: /Play with Entries/ }).click();
      await expect(headerBalance(page)).toHaveAccessibleName(/Entries\. Change game mode$/);
      // The amount the header names in SweepStakes mode, as the player hears it.
      const named = /Balance: ([\d,.]+) Entries/.exec(await headerBalance(page).ariaSnapshot());
      before = Number(named?.[1]?.replaceAll(",", ""));
      expect(Number.isFinite(before)).toBe(true);

      const joined = page.waitForEvent("websocket", (socket) =>
        socket.url().includes("/connection/websocket"),
      );
      await page.goto(site("/page/sweepstakes-rules"));
      await joined;
      const section = page.getByRole("region", { name: "Free entries by mail" });
      await expect(section).toContainText("Each valid request we receive earns 5.00 Entries");
      await section.getByRole("button", { name: "Get my request code" }).click();
      const shown = section.locator("output");
      await expect(shown).toHaveText(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
      code = (await shown.textContent()) ?? "";
      await expect(section.getByText("Waiting for your letter")).toBeVisible();
      expect(await seriousViolations(page, { include: "#free-entries-by-mail" })).toEqual([]);
    });

    await test.step("an operator types the code from the card and records the letter", async () => {
      const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.goto("/backoffice/amoe");
      const desk = admin.getByRole("region", { name: "Record a letter" });
      await desk.getByLabel("Request code on the card").fill(code.replace("-", " ").toLowerCase());
      await desk.getByRole("button", { name: "Look up" }).click();
      await expect(desk.getByText("demo@casino.test")).toBeVisible();
      await desk.getByRole("button", { name: "Record as received" }).click();
      await expect(desk.getByRole("status")).toHaveText(
        `${code}: 5.00 Entries credited to demo@casino.test.`,
      );
      expect(await seriousViolations(admin)).toEqual([]);
    });

    await test.step("the player's open page shows the new entries and the code credited", async () => {
      await expect(headerBalance(page)).toHaveAccessibleName(
        `Balance: ${entriesText(before + 5)} Entries. Change game mode`,
      );
      const section = page.getByRole("region", { name: "Free entries by mail" });
      await expect(section.getByText("Credited: 5.00 Entries")).toBeVisible();
      await page.reload();
      await expect(headerBalance(page)).toHaveAccessibleName(
        `Balance: ${entriesText(before + 5)} Entries. Change game mode`,
      );
    });
  } finally {
    await server.stop();
  }
});
