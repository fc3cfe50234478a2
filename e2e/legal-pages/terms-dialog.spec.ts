import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

/** A date later than the seeded terms' (2026-11-01): today's, or the day after the seed's if that is later. */
const newEffectiveDate = () => {
  const today = new Date().toISOString().slice(0, 10);
  return today > "2026-11-02" ? today : "2026-11-02";
};

const longDate = (day: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * Issue #13, the terms dialog (spec §2): an operator publishes the terms with a new effective date in the
 * back office; a signed-in player meets the dialog once on their next visit, accepts, and is not asked
 * again. Changing the terms would ask every player of the shared server, so this spec runs its own.
 */
test("a player accepts new terms once, after an operator publishes them", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const server = new OwnServer(await freePort(), { CAPTCHA: "off" });
  await server.start();
  try {
    const site = (path: string) => `${server.baseUrl}${path}`;
    const errors = collectConsoleErrors(page);
    await giveCookieConsent(context, site("/"));
    const dialog = page.getByRole("dialog", { name: "Our terms have changed" });
    const termsStatus = () =>
      page.waitForResponse((response) => response.url().endsWith("/rest/terms/status/") && response.ok());

    await test.step("the demo player, who accepted the terms in force, is not asked", async () => {
      const answered = termsStatus();
      await signInWithPassword(page, site("/signin/"));
      expect((await (await answered).json()).data).toMatchObject({ hasAccepted: true });
      await expect(dialog).toHaveCount(0);
    });

    const effectiveOn = newEffectiveDate();
    await test.step("an operator publishes the terms with a new effective date", async () => {
      const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.goto("/backoffice/content/legal-pages?brand=funrize&locale=en&page=terms");
      await admin.getByLabel("Effective on").fill(effectiveOn);
      await admin.getByRole("button", { name: "Save and publish" }).click();
      await expect(admin.getByText("Terms and conditions (en) is saved and live.")).toBeVisible();
      await admin.context().close();
    });

    await test.step("the player's next visit shows the protected terms dialog with the new date", async () => {
      await page.goto(site("/lobby/"));
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      await expect(dialog).toContainText(`New Terms and Conditions took effect on ${longDate(effectiveOn)}.`);
      await expect(dialog.getByRole("link", { name: /Read the Terms and Conditions/ })).toHaveAttribute(
        "href",
        "/page/terms",
      );
      expect(await seriousViolations(page)).toEqual([]);
      // Protected: neither Escape nor a click beside it closes it.
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
    });

    await test.step("accepting closes it, and a reload does not ask again", async () => {
      await dialog.getByRole("button", { name: "I accept" }).click();
      await expect(dialog).toHaveCount(0);
      const answered = termsStatus();
      await page.reload();
      expect((await (await answered).json()).data).toMatchObject({ version: effectiveOn, hasAccepted: true });
      await expect(dialog).toHaveCount(0);
    });
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
