import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

const QUESTION = `Where are my free spins? (${Date.now() % 100000})`;
const ANSWER = "They are in your account now: open Ember Sevens to play them.";

/** The player's phone: the chat opens from the footer's help column. */
test.use({ viewport: { width: 390, height: 844 } });

const chatOf = (page: Page) => page.getByRole("dialog", { name: "Support chat" });
const logOf = (page: Page) => chatOf(page).getByRole("log", { name: "Messages" });

/**
 * Issue #12, items 6 and 7: a player asks support from the chat in the footer, an operator finds the
 * question in the back office's inbox and answers, and the answer appears in the player's open chat without
 * a reload or a request of the page's own. The operator is the demo admin, who enrols an authenticator at
 * the first sign-in: this spec runs a server of its own so that enrolment is not the shared server's, which
 * the back-office spec makes.
 */
test("a support message reaches the back-office inbox and the answer comes back to the open chat", async ({
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

    await test.step("the player signs in and opens the chat from the footer", async () => {
      await signInWithPassword(page, site("/signin/"));
      await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();
      const joined = page.waitForEvent("websocket", (socket) =>
        socket.url().includes("/connection/websocket"),
      );
      await page.goto(site("/"));
      await joined;
      const opener = page.getByRole("contentinfo").getByRole("button", { name: "Support chat" });
      await opener.click();
      await expect(chatOf(page)).toBeVisible();
      await expect(logOf(page)).toContainText("No messages yet");
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step("the player writes, and the message is in the chat", async () => {
      const box = chatOf(page).getByLabel("Your message");
      await box.fill(QUESTION);
      await box.press("Enter");
      await expect(logOf(page).getByRole("listitem").last()).toContainText(QUESTION);
      await expect(box).toHaveValue("");
    });

    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/chat/conversation/")) asked.push(request.url());
    });

    // The support desk works on a desktop screen.
    const desk = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const admin = await desk.newPage();
    await test.step("an operator finds it in the support inbox, takes it and answers", async () => {
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.getByRole("link", { name: "Support inbox", exact: true }).click();
      const row = admin.getByRole("row", { name: new RegExp(QUESTION.replace(/[?()]/g, "\\$&")) });
      await expect(row).toContainText("Awaiting reply");
      expect(await seriousViolations(admin)).toEqual([]);
      await row.getByRole("link").first().click();
      await expect(admin.getByRole("heading", { level: 1, name: /^Conversation with / })).toBeVisible();
      await expect(admin.getByRole("link", { name: "Open the player's page" })).toBeVisible();
      await admin.getByRole("button", { name: "Assign to me" }).click();
      await expect(admin.getByRole("status")).toHaveText("Assigned to you.");
      await admin.getByRole("textbox", { name: "Reply" }).fill(ANSWER);
      await admin.getByRole("button", { name: "Send reply" }).click();
      await expect(admin.getByRole("status")).toHaveText("Reply sent.");
      await expect(admin.getByRole("region", { name: "Messages" })).toContainText(ANSWER);
      expect(await seriousViolations(admin)).toEqual([]);
    });

    await test.step("the answer appears in the player's open chat, pushed, not asked for", async () => {
      await expect(logOf(page).getByRole("listitem").last()).toContainText(ANSWER);
      await expect(logOf(page).getByRole("listitem").last()).toContainText("Support");
      await expect(chatOf(page).getByRole("status")).toHaveText(/support agent is looking after/);
      expect(asked).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step("Escape closes the chat and gives focus back to the footer's button", async () => {
      await page.keyboard.press("Escape");
      await expect(chatOf(page)).toBeHidden();
      await expect(page.getByRole("contentinfo").getByRole("button", { name: "Support chat" })).toBeFocused();
    });
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
