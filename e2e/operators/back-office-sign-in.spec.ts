import { seriousViolations } from "../support/axe";
import { collectConsoleErrors } from "../support/console-errors";
import { DEMO_ADMIN, enrolOperator } from "../support/operators";
import { expect, test } from "../support/test";

// One demo admin enrols once: the steps run in order.
test.describe.configure({ mode: "serial" });

test("the first admin enrols an authenticator, saves recovery codes, and adds an operator", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/backoffice/");
  await expect(page.getByRole("heading", { name: "Sign in to the back office" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await enrolOperator(page, DEMO_ADMIN);
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: DEMO_ADMIN.email, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const section = page.getByRole("region", { name: "Add an operator" });
  await section.getByLabel("E-mail").fill("finance.e2e@casino.test");
  await section.getByLabel("Name").fill("Fay Finance");
  await section.getByLabel("Role").selectOption("finance");
  await section.getByLabel("First password").fill("Finance password 1");
  await section.getByRole("button", { name: "Add operator" }).click();
  await expect(page.getByRole("cell", { name: "finance.e2e@casino.test", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
