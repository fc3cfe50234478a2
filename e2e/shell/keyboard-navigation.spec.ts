import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { expect, test } from "../support/test";

const brand = BRAND_SITES.nlc;

test.describe("keyboard use of the header and the menu on a desktop", () => {
  test.beforeEach(async ({ context, page, baseURL }) => {
    const home = brandUrl(baseURL, brand);
    await giveCookieConsent(context, home);
    await page.goto(home);
    // Hydrated: the menu below comes from server data and its links are client-side.
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("the first Tab shows the skip link, which jumps to the main content", async ({ page }) => {
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(skip).not.toBeInViewport();
  });

  test("Tab walks the header in reading order: logo, language, Sign In, Sign Up, then the menu", async ({
    page,
  }) => {
    const header = page.getByRole("banner");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const order = [
      page.getByRole("link", { name: "Skip to main content" }),
      header.getByRole("link", { name: `${brand.name} home page` }),
      header.getByRole("combobox", { name: "Language" }),
      header.getByRole("link", { name: "Sign In", exact: true }),
      header.getByRole("link", { name: "Sign Up", exact: true }),
      menu.getByRole("link", { name: "Home" }),
      menu.getByRole("link", { name: "Popular games" }),
    ];
    for (const target of order) {
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    }
    // Every stop shows where the focus is.
    const outline = await menu
      .getByRole("link", { name: "Popular games" })
      .evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).not.toBe("none");

    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
  });

  test("Enter on a menu entry reached by Tab opens that page", async ({ page }) => {
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const target = menu.getByRole("link", { name: "Responsible play" });
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/page/responsible-play");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible play");
    await expect(target).toHaveAttribute("aria-current", "page");
  });

  test("the language can be changed with the keyboard alone", async ({ page }) => {
    const language = page.getByRole("banner").getByRole("combobox", { name: "Language" });
    await language.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The control keeps the focus while the new texts load.
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Idioma" })).toBeFocused();
  });
});
