import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";
import { closeWelcome } from "../support/welcome";

// Phones only: the header is narrow and the menu is the drawer.

test("a new player on a phone has the balance in the header and the account, language and Log out in the menu", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("baseURL is set by the config");
  await giveCookieConsent(context, baseURL);
  await page.goto("/signup/");
  await page.getByLabel("Email").fill(uniqueEmail("phone"));
  await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
  await fillBirthday(page);
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
  await page.getByRole("button", { name: "Create account" }).tap();
  await closeWelcome(page, "Welcome to FunRize! 10,000 Coins added to your balance.");

  const balance = page.getByRole("banner").getByRole("button", { name: /^Balance:/ });
  await expect(balance).toHaveAccessibleName("Balance: 10,000 Coins. Change game mode");
  // The short form fits the phone header: nothing sticks out sideways.
  await expect(balance).toHaveText(/10K/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const openMenu = () =>
    page
      .getByRole("navigation", { name: /Quick links|Accesos rápidos/ })
      .getByRole("button")
      .last()
      .tap();
  await openMenu();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(drawer.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await drawer.getByRole("link", { name: "Mi cuenta" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
  expect(await seriousViolations(page)).toEqual([]);

  await openMenu();
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar sesión" }).tap();
  await expect(balance).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
