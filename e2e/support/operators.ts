import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** The README's demo admin, which demo mode creates while the back office has no operator. */
export const DEMO_ADMIN = { email: "admin@casino.test", password: "DemoOperator1!" } as const;

const PERIOD_MS = 30_000;

/**
 * The code an authenticator app shows for `secret` now, as a new code: a code is accepted once, so when
 * the step's code was already used (`after`), this waits for the next step.
 */
export async function authenticatorCode(
  secret: string,
  after?: number,
): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (after !== undefined && step <= after) {
    await new Promise((resolve) => setTimeout(resolve, (after + 1) * PERIOD_MS - Date.now() + 50));
    step = after + 1;
  }
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return { code: totp.generate({ timestamp: step * PERIOD_MS }), step };
}

/** First sign-in of an operator: password, enrolment from the key shown by hand, recovery codes saved. */
export async function enrolOperator(page: Page, account: { email: string; password: string }) {
  await page.goto("/backoffice/");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await page.getByText("Can't scan? Enter the key by hand").click();
  const secret = (await page.locator("code").first().innerText()).replace(/\s/g, "");
  const { code, step } = await authenticatorCode(secret);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByLabel("I have saved my recovery codes").check();
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  return { secret, lastStep: step };
}
