import type { Page } from "@playwright/test";
import { BRAND_SITES, type BrandSite, brandUrl, HOSTED_BRANDS } from "../support/brands";
import { expect, test } from "../support/test";

/** What makes a brand look like itself: the page background and the colour of its main buttons. */
async function themeColours(page: Page) {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    primaryButton: getComputedStyle(document.querySelector('header a[href^="/signup/"]') ?? document.body)
      .backgroundColor,
  }));
}

async function expectGuestHome(page: Page, brand: BrandSite) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-brand", brand.id);
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(new RegExp(brand.name));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${brand.name}`);

  const header = page.getByRole("banner");
  const logo = header.getByRole("link", { name: `${brand.name} home page` });
  await expect(logo).toHaveAttribute("href", "/");
  const logoImage = logo.getByRole("img");
  await expect(logoImage).toHaveAttribute("src", `/brands/${brand.id}/logo.svg`);
  // The logo file really loads (a broken image still has its alt text but no width).
  await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
    "href",
    "/signin/",
  );
  await expect(header.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute(
    "href",
    "/signup/",
  );
}

test("the guest home renders with the default brand and English on a host with no brand of its own", async ({
  page,
}) => {
  await page.goto("/");
  await expectGuestHome(page, BRAND_SITES.funrize);
});

for (const brand of HOSTED_BRANDS) {
  test(`a guest on ${brand.host} sees the ${brand.name} home with its logo, Sign In and Sign Up`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(brandUrl(baseURL, brand));
    await expectGuestHome(page, brand);
  });
}

test("each brand has its own colours", async ({ page, baseURL }) => {
  const seen = new Map<string, Awaited<ReturnType<typeof themeColours>>>();
  for (const brand of HOSTED_BRANDS) {
    await page.goto(brandUrl(baseURL, brand));
    await expect(page.locator("html")).toHaveAttribute("data-brand", brand.id);
    seen.set(brand.id, await themeColours(page));
  }
  const colours = [...seen.values()];
  expect(new Set(colours.map((c) => c.background)).size, JSON.stringify(Object.fromEntries(seen))).toBe(
    HOSTED_BRANDS.length,
  );
  expect(new Set(colours.map((c) => c.primaryButton)).size, JSON.stringify(Object.fromEntries(seen))).toBe(
    HOSTED_BRANDS.length,
  );
});

test("the hero's Sign Up and Sign In keep the visitor's query string", async ({ page }) => {
  await page.goto("/?utm_source=mail&invited_by=friend");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Sign up for free" })).toHaveAttribute(
    "href",
    "/signup/?utm_source=mail&invited_by=friend",
  );
  await expect(main.getByRole("link", { name: "I have an account" })).toHaveAttribute(
    "href",
    "/signin/?utm_source=mail&invited_by=friend",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute(
    "href",
    "/signup/?utm_source=mail&invited_by=friend",
  );
});
