import { BRAND_SITES, brandUrl } from "../support/brands";
import { giveCookieConsent } from "../support/cookie-consent";
import { expectPaintedOnTop } from "../support/painted-on-top";
import { expect, test } from "../support/test";

// Phones only: from 1024 px the sidebar replaces the bottom bar.

const brand = BRAND_SITES.tao;

test("a guest on a phone has the tap-bar items, Sign In, Sign Up and Menu at the bottom", async ({
  page,
  baseURL,
}) => {
  await page.goto(brandUrl(baseURL, brand, "/?utm_source=mail"));
  const bar = page.getByRole("navigation", { name: "Quick links" });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole("listitem")).toHaveText(["Home", "Promotions", "Sign In", "Sign Up", "Menu"]);
  // The current page is marked; sign-in and sign-up keep the query string (spec §2).
  await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/signin/?utm_source=mail",
  );
  await expect(bar.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
    "href",
    "/signup/?utm_source=mail",
  );
  // Promotions need an account, so a guest's tab leads to sign-up with the query (spec §5); Tournaments
  // are not built yet, so they have no tab; the header leaves Sign In and Sign Up to the bar on a phone.
  await expect(bar.getByRole("link", { name: "Promotions" })).toHaveAttribute(
    "href",
    "/signup/?utm_source=mail",
  );
  await expect(bar.getByRole("link", { name: "Tournaments" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeHidden();

  // The bar stays at the bottom of the screen while the page scrolls.
  const before = await bar.boundingBox();
  // Far enough for the end of the home page, games rows and all.
  await page.mouse.wheel(0, 50_000);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  await expect(bar).toBeInViewport();
  expect(await bar.boundingBox()).toEqual(before);
});

test("the bar stays usable while the cookie banner asks for consent", async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, brand));
  const consent = page.getByRole("region", { name: "Cookies on this site" });
  await expect(consent).toBeVisible();
  // With the choices open the banner is at its tallest.
  await consent.getByRole("button", { name: "Customise" }).tap();
  await expect(consent.getByRole("checkbox", { name: "Marketing" })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Quick links" });
  // A tap lands on the item itself, not on something drawn over it.
  await bar.getByRole("button", { name: "Menu" }).tap({ timeout: 5000 });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  // The open menu covers the banner, not the other way round: its last entries are in sight and take taps.
  for (const entry of ["Responsible play", "Affiliate programme (opens in a new tab)"]) {
    await expectPaintedOnTop(drawer.getByRole("link", { name: entry }));
  }
  await drawer.getByRole("link", { name: "Responsible play" }).tap({ timeout: 5000 });
  await expect(page).toHaveURL((url) => url.pathname === "/page/responsible-play");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible play");
});

test("tapping Menu opens the menu with the server's sections; tapping an entry goes there", async ({
  page,
  baseURL,
  context,
}) => {
  const url = brandUrl(baseURL, brand);
  await giveCookieConsent(context, url);
  await page.goto(url);
  const toggle = page
    .getByRole("navigation", { name: "Quick links", includeHidden: true })
    .getByRole("button", { name: "Menu", includeHidden: true });
  await toggle.tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("list").first().getByRole("link")).toHaveText(["Home", "Popular games"]);
  await expect(drawer.getByText("Information")).toBeVisible();
  // Of Rewards only Promotions is built (tournaments and invites are still to come): a guest's entry leads
  // to sign-up (spec §5).
  await expect(drawer.getByText("Rewards")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Promotions" })).toHaveAttribute("href", "/signup/");
  await expect(drawer.getByRole("link", { name: "Tournaments" })).toHaveCount(0);

  await drawer.getByRole("link", { name: "Responsible play" }).tap();
  await expect(page).toHaveURL((current) => current.pathname === "/page/responsible-play");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible play");
});
