import { expect, type Page } from "@playwright/test";

/**
 * A new player's registration-complete moment: it names what was credited (checked against `credited`),
 * then the player closes it as anyone would. Until then the rest of the page sits behind the modal.
 */
export async function closeWelcome(page: Page, credited: string | RegExp = /added to your balance\./) {
  const welcome = page.getByRole("dialog", { name: "Registration complete" });
  await expect(welcome).toContainText(credited, { timeout: 20_000 });
  await welcome.getByRole("button", { name: "Start playing" }).click();
  await expect(welcome).toHaveCount(0);
}
