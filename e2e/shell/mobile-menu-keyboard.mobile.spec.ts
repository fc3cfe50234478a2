import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { expect, test } from "../support/test";

// Phones only: the desktop has a sidebar and no menu toggle.

const brand = BRAND_SITES.stormrush;

test.describe("keyboard use of the header and the menu on a phone", () => {
  test.beforeEach(async ({ context, page, baseURL }) => {
    const home = brandUrl(baseURL, brand);
    await giveCookieConsent(context, home);
    await page.goto(home);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();
  });

  test("Tab reaches the skip link, the menu toggle, the logo and the language", async ({ page }) => {
    const header = page.getByRole("banner");
    const order = [
      page.getByRole("link", { name: "Skip to main content" }),
      header.getByRole("button", { name: "Menu" }),
      header.getByRole("link", { name: `${brand.name} home page` }),
      header.getByRole("combobox", { name: "Language" }),
    ];
    for (const target of order) {
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
    }
    // The sidebar is not on phones: the next stop is the page itself, not a hidden menu link.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("link").first()).toBeFocused();
  });

  test("the menu toggle opens the menu from the keyboard and Escape closes it", async ({ page }) => {
    const toggle = page
      .getByRole("banner", { includeHidden: true })
      .getByRole("button", { name: "Menu", includeHidden: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // While the modal menu is open the rest of the page is hidden from assistive technology.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = drawer.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Popular games" })).toBeVisible();
    await expect(
      menu.getByRole("link", { name: "Affiliate programme (opens in a new tab)" }),
    ).toHaveAttribute("href", `https://partners.${brand.domain}/`);

    // Focus moves into the menu and stays there while it is open.
    await expect(drawer.locator(":focus")).toHaveCount(1);
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press("Tab");
      await expect(drawer.locator(":focus")).toHaveCount(1);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Space on the bottom bar's Menu opens the menu; its close button closes it and focus returns", async ({
    page,
  }) => {
    const toggle = page
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Space");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();

    const close = drawer.getByRole("button", { name: "Close menu" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("following a menu link with the keyboard closes the menu and opens the page", async ({ page }) => {
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const link = drawer.getByRole("link", { name: "Responsible play" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/page/responsible-play");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible play");
  });
});
