import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

/** A fresh address per test run, so runs never collide on an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@e2e.test`;
}

/** The demo accounts the seed creates in every brand (README). */
export const DEMO_PLAYER = { email: "demo@casino.test", password: "DemoPlayer1" } as const;
export const DEMO_AFFILIATE = { email: "partner@casino.test", password: "DemoPartner1" } as const;

/** A date of birth old enough everywhere (the minimum age is 18, 21 in some jurisdictions). */
export const ADULT_BIRTHDAY = "1990-04-12";

/** Fills the sign-up form's date of birth (both sign-up flows ask for it). */
export async function fillBirthday(page: Page, birthday = ADULT_BIRTHDAY) {
  await page.getByLabel("Date of birth").fill(birthday);
}

/** Signs in with the account's password on the sign-in page at `signInUrl` (the demo player's by default). */
export async function signInWithPassword(
  page: Page,
  signInUrl: string,
  account: { email: string; password: string } = DEMO_PLAYER,
) {
  await page.goto(signInUrl);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Fills and sends the sign-up form already open on `page` for a fresh address; answers the address. */
export async function submitSignUp(page: Page, label: string, password = "Lantern glow 73"): Promise<string> {
  const email = uniqueEmail(label);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await fillBirthday(page);
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  return email;
}
