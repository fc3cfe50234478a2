import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { callApi } from "../support/page-api";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

const TITLE = "Free spins are waiting";

/** The header's bell; `includeHidden` because an open panel (a modal dialog) hides the page behind it. */
const bellOf = (page: Page) =>
  page.getByRole("banner", { includeHidden: true }).getByRole("button", {
    name: /^Notifications/,
    includeHidden: true,
  });

/**
 * Issue #12, the notification centre: a player with the site open sees the bell's badge go up the moment an
 * operator sends them a notification (pushed, not asked for), opens the panel, reads it, then reads all,
 * and the badge clears. The operator works in the back office, whose demo admin enrols an authenticator at
 * the first sign-in: this spec runs a server of its own so that enrolment is not the shared server's, which
 * the back-office spec makes.
 */
test("a notification an operator sends reaches the open page live and is read from the bell", async ({
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

    await test.step("the demo player signs in and sees the notifications the demo gave them", async () => {
      await signInWithPassword(page, site("/signin/"));
      await expect(bellOf(page)).toHaveAccessibleName("Notifications, 3 unread");
    });

    // The page the player keeps open: their account, with its push channel.
    const joined = page.waitForEvent("websocket", (socket) => socket.url().includes("/connection/websocket"));
    await page.goto(site("/account"));
    await expect(bellOf(page)).toHaveAccessibleName("Notifications, 3 unread");
    await joined;
    const playerId = ((await callApi(page, "GET", "/rest/app/init/")).json as { playerInfo: { id: string } })
      .playerInfo.id;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/notifications/")) asked.push(request.url());
    });

    const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await test.step("an operator sends the player a notification from the player's page", async () => {
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.goto(`/backoffice/players/${playerId}`);
      const form = admin.getByRole("form", { name: "Send a notification" });
      await form.getByLabel("Category").selectOption("rewards");
      await form.getByLabel("Title").fill(TITLE);
      await form.getByLabel("Message").fill("Ten free spins on Ember Sevens are in your account.");
      await form.getByLabel("Link in the site (optional)").fill("/lobby");
      await form.getByRole("button", { name: "Send notification" }).click();
      await expect(form.getByRole("status")).toHaveText(`“${TITLE}” sent to the player.`);
      expect(await seriousViolations(admin)).toEqual([]);
    });

    await test.step("the player's bell counts it at once, without the page asking", async () => {
      await expect(bellOf(page)).toHaveAccessibleName("Notifications, 4 unread");
      expect(asked).toEqual([]);
    });

    await test.step("the player opens the panel, reads the new one, then all, and the badge clears", async () => {
      await bellOf(page).click();
      const panel = page.getByRole("dialog", { name: "Notifications" });
      await expect(panel.getByRole("listitem").first()).toContainText(TITLE);
      expect(await seriousViolations(page)).toEqual([]);
      // Behind the open dialog the bell has no accessible name to compute: its label and badge tell.
      await panel.getByRole("button", { name: `Mark as read: ${TITLE}` }).click();
      await expect(bellOf(page)).toHaveAttribute("aria-label", "Notifications, 3 unread");
      await expect(bellOf(page)).toHaveText("3");
      await panel.getByRole("button", { name: "Mark all as read" }).click();
      await expect(bellOf(page)).toHaveAttribute("aria-label", "Notifications");
      await expect(bellOf(page)).toHaveText("");
      await expect(panel.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(bellOf(page)).toBeFocused();
      await expect(bellOf(page)).toHaveAccessibleName("Notifications");
    });

    await test.step("after a reload the badge stays clear", async () => {
      await page.reload();
      await expect(bellOf(page)).toHaveAccessibleName("Notifications");
      expect(await seriousViolations(page)).toEqual([]);
    });
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
