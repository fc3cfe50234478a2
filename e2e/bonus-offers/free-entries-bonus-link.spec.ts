import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { headerBalance } from "../support/lobby";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { callApi } from "../support/page-api";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

const entriesText = (value: number) =>
  new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The entries the header names in SweepStakes mode, as the player hears them. */
async function headerEntries(page: Page): Promise<number> {
  await expect(headerBalance(page)).toHaveAccessibleName(/Entries\. Change game mode$/);
  const named = /Balance: ([\d,.]+) Entries/.exec(await headerBalance(page).ariaSnapshot());
  return Number(named?.[1]?.replaceAll(",", ""));
}

/** The link of the player's newest notification (a bonus's message). */
async function newestLink(page: Page): Promise<string> {
  const { json } = await callApi(page, "GET", "/rest/notifications/");
  return (json as { notifications: { link?: string }[] }).notifications[0]?.link ?? "";
}

/**
 * Issue #14, bonus offers: an operator grants the player free entries from the player's page in the back
 * office; the player opens the message's link and sees the entries arrive, and the link leaves the address.
 * A spent link and a revoked bonus show the spec's toast instead. The demo admin enrols an authenticator
 * at the first sign-in, so this spec runs a server of its own.
 */
test("a bonus an operator grants reaches the player through its link, once", async ({
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

    let before = 0;
    let playerId = "";
    await test.step("the player signs in and plays with Entries", async () => {
      await signInWithPassword(page, site("/signin/"));
      await expect(headerBalance(page)).toBeVisible();
      await headerBalance(page).click();
      await page.getByRole("button", { name: /Play with Entries/ }).click();
      before = await headerEntries(page);
      playerId = ((await callApi(page, "GET", "/rest/app/init/")).json as { playerInfo: { id: string } })
        .playerInfo.id;
    });

    const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await test.step("an operator grants 5 free entries on the player's Bonuses tab", async () => {
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.goto(`/backoffice/players/${playerId}?tab=bonuses`);
      const form = admin.getByRole("form", { name: "Grant a bonus" });
      await form.getByLabel("Free entries").fill("5");
      await form.getByLabel("Lifetime (days)").fill("7");
      await form.getByLabel("Reason").fill("Sorry for yesterday's outage");
      await form.getByRole("button", { name: "Grant bonus" }).click();
      await expect(admin.getByText("5.00 Entries granted; the player was sent the link.")).toBeVisible();
      await expect(admin.getByRole("table", { name: "Bonuses" })).toContainText("Waiting for the player");
      expect(await seriousViolations(admin)).toEqual([]);
    });

    const link = await newestLink(page);
    await test.step("the player opens the message's link and the entries arrive", async () => {
      expect(link).toMatch(/^\/\?freeEntriesBonus=[A-Za-z0-9_-]{22}$/);
      await page.goto(site(link));
      await expect(page.getByText("Bonus claimed")).toBeVisible();
      await expect(page.getByText("5.00 free Entries were added to your balance.")).toBeVisible();
      await expect(headerBalance(page)).toHaveAccessibleName(
        `Balance: ${entriesText(before + 5)} Entries. Change game mode`,
      );
      await expect(page).toHaveURL(site("/"));
      await admin.reload();
      await expect(admin.getByRole("table", { name: "Bonuses" })).toContainText("Claimed");
    });

    await test.step("the same link again claims nothing and says so for 5 seconds", async () => {
      await page.goto(site(link));
      const toast = page.getByText("Bonus may be expired or unavailable");
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(site("/"));
      await expect(toast).toBeHidden({ timeout: 9_000 });
      expect(await headerEntries(page)).toBe(before + 5);
    });

    await test.step("a revoked bonus's link shows the same toast", async () => {
      const form = admin.getByRole("form", { name: "Grant a bonus" });
      await form.getByLabel("Free entries").fill("3");
      await form.getByLabel("Reason").fill("Granted by mistake");
      await form.getByRole("button", { name: "Grant bonus" }).click();
      await expect(admin.getByText("3.00 Entries granted; the player was sent the link.")).toBeVisible();
      const revoke = admin.getByRole("form", { name: "Revoke the bonus of 3.00 Entries" });
      await revoke.getByLabel("Reason to revoke").fill("Wrong player");
      await revoke.getByRole("button", { name: "Revoke" }).click();
      await expect(admin.getByText("Bonus revoked.")).toBeVisible();
      const revokedLink = await newestLink(page);
      expect(revokedLink).not.toBe(link);
      await page.goto(site(`/lobby${revokedLink.slice(1)}`));
      await expect(page.getByText("Bonus may be expired or unavailable")).toBeVisible();
      await expect(page).toHaveURL(/\/lobby\/?$/);
      expect(await headerEntries(page)).toBe(before + 5);
    });
  } finally {
    await server.stop();
  }
});
