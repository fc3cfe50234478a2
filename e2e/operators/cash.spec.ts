import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { freePort, OwnServer } from "../support/own-server";
import { expect, test } from "../support/test";

/**
 * Issue #14, the back office's cash screens: the demo admin edits a package's badge and opens the orders,
 * redemptions, redeem rules, offer sets and the dashboard's cash figures, with no console error and no
 * serious accessibility finding. The demo admin enrols an authenticator at the first sign-in, so this spec
 * runs a server of its own (the shared one's admin belongs to e2e/operators/back-office.spec.ts).
 */
test("an admin edits a package's badge and opens the orders and redemption screens", async ({ browser }) => {
  test.setTimeout(150_000);
  const server = new OwnServer(await freePort(), { CAPTCHA: "off" });
  await server.start();
  try {
    const admin = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    const errors = collectConsoleErrors(admin);
    await enrolOperator(admin, DEMO_ADMIN);
    const nav = admin.getByRole("navigation", { name: "Back office" });

    await test.step("Packages: edit the first preset's badge and see it in the table", async () => {
      await nav.getByRole("link", { name: "Packages", exact: true }).click();
      await expect(admin.getByRole("heading", { name: "Packages", level: 1 })).toBeVisible();
      const table = admin.getByRole("table", { name: "Packages and promo offers" });
      const edit = table.getByRole("button", { name: /^Edit #\d+ / }).first();
      await expect(edit).toBeVisible();
      const name = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Edit /, "");
      expect(await seriousViolations(admin)).toEqual([]);
      await edit.click();
      const form = admin.getByRole("form", { name: `Edit ${name}` });
      const badge = `Hot pick ${Date.now() % 10_000}`;
      await form.getByLabel("Badge (optional)").fill(badge);
      expect(await seriousViolations(admin)).toEqual([]);
      await form.getByRole("button", { name: "Save preset" }).click();
      await expect(admin.getByRole("status").filter({ hasText: /players see it at once/ })).toBeVisible();
      await expect(form).toBeHidden();
      await expect(table.getByRole("row").filter({ hasText: name })).toContainText(badge);
    });

    for (const [link, heading] of [
      ["Offer bundles and flips", "Offer bundles and flips"],
      ["Orders", "Orders"],
      ["Redemptions", "Redemptions"],
      ["Redeem rules", "Redeem rules"],
      ["Dashboard", "Dashboard"],
    ] as const) {
      await test.step(`${link} opens without an error or a serious finding`, async () => {
        await nav.getByRole("link", { name: link, exact: true }).click();
        await expect(admin.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
        await admin.waitForLoadState("networkidle");
        expect([link, await seriousViolations(admin)]).toEqual([link, []]);
      });
    }
    await expect(admin.getByRole("region", { name: "Purchases", exact: true })).toBeVisible();
    await expect(
      admin.getByRole("table", { name: "Purchases and redemptions per day and brand" }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
