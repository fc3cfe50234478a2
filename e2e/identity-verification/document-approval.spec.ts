import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { callApi } from "../support/page-api";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

/** A 1×1 PNG: what the server judges by its bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Issue #13 item 4: the player opens the verification widget from the account page (`#verify`), uploads a
 * PNG and is told so; an operator approves it in the back office's KYC queue, and the player's page says
 * verified at once, without a reload. Runs a server of its own: the demo admin enrols an authenticator.
 */
test("a document the player uploads is approved in the KYC queue and the page shows verified live", async ({
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
    await signInWithPassword(page, site("/signin/"));
    await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

    const joined = page.waitForEvent("websocket", (socket) => socket.url().includes("/connection/websocket"));
    await page.goto(site("/account"));
    await joined;
    const identity = page.getByRole("region", { name: "Identity verification" });

    await test.step("the account page's link opens the verification widget, which passes axe", async () => {
      await identity.getByRole("link", { name: "Verify your identity" }).click();
      await expect(page).toHaveURL(/#verify$/);
      const dialog = page.getByRole("dialog", { name: "Verify your identity" });
      await expect(dialog.getByRole("status").first()).toContainText("Not verified");
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step("the player uploads a PNG and is told it was uploaded", async () => {
      const dialog = page.getByRole("dialog", { name: "Verify your identity" });
      await dialog.getByLabel("Document type").selectOption("id_front");
      await dialog
        .getByLabel("File")
        .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
      await dialog.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByText("Document uploaded successfully")).toBeVisible();
      await expect(dialog.getByRole("link", { name: "passport.png" })).toBeVisible();
      await expect(dialog.getByRole("status").first()).toContainText("Under review");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(identity.getByRole("status")).toContainText("Under review");
    });

    const asked: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) asked.push(frame.url());
    });
    const playerId = ((await callApi(page, "GET", "/rest/app/init/")).json as { playerInfo: { id: string } })
      .playerInfo.id;

    const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await test.step("an operator approves it in the KYC queue", async () => {
      await enrolOperator(admin, DEMO_ADMIN);
      await admin.goto("/backoffice/kyc");
      const item = admin.getByRole("listitem").filter({ hasText: "passport.png" });
      await expect(item.getByRole("link", { name: "demo@casino.test" })).toHaveAttribute(
        "href",
        `/backoffice/players/${playerId}?tab=identity`,
      );
      expect(await seriousViolations(admin)).toEqual([]);
      await item.getByRole("button", { name: "Approve" }).click();
      await expect(admin.getByText(/passport\.png: approved\. The player is verified\./)).toBeVisible();
    });

    await test.step("the player's open page says verified without a reload", async () => {
      await expect(identity.getByRole("status")).toContainText("Verified");
      await expect(identity.getByRole("link", { name: "Verify your identity" })).toHaveCount(0);
      expect(asked).toEqual([]);
    });
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
