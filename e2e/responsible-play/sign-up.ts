import type { Page } from "@playwright/test";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect } from "../support/test";
import { closeWelcome } from "../support/welcome";

/**
 * A fresh player, signed up and signed in: never the demo player, whose limits or exclusion would change
 * every other spec's play.
 */
export async function signUpFreshPlayer(page: Page, label: string) {
  await page.goto("/signup/");
  await page.getByLabel("Email").fill(uniqueEmail(label));
  await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
  await fillBirthday(page);
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await closeWelcome(page);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible({
    timeout: 20_000,
  });
}
