import { BRAND_SITES, brandUrl } from "../support/brands";
import { expect, test } from "../support/test";

/** The four seeded legal pages: their title and the heading of their first section. */
const PAGES = [
  { name: "terms", title: "Terms and conditions", firstSection: "1. Who we are and what these terms cover" },
  { name: "privacy-policy", title: "Privacy policy", firstSection: "1. Who is responsible for your data" },
  { name: "sweepstakes-rules", title: "Sweepstakes rules", firstSection: "1. No purchase necessary" },
  { name: "responsible-play", title: "Responsible play", firstSection: "1. Play for fun" },
] as const;

const brand = BRAND_SITES.nlc;

for (const legal of PAGES) {
  test(`/page/${legal.name} shows the brand's ${legal.title.toLowerCase()}`, async ({ page, baseURL }) => {
    const response = await page.goto(brandUrl(baseURL, brand, `/page/${legal.name}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${legal.title} | ${brand.name}`);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(article.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    const sections = article.getByRole("heading", { level: 2 });
    await expect(sections.first()).toHaveText(legal.firstSection);
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    // The seeded text is the brand's own: its name appears in it.
    await expect(article.getByText(brand.name).first()).toBeVisible();
  });
}

test("a footer link opens the legal page inside the app", async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, brand));
  // Mark the document: a full page load would lose the mark, an in-app navigation keeps it.
  await page.evaluate(() => {
    (window as { stillSamePage?: boolean }).stillSamePage = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Sweepstakes rules" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/page/sweepstakes-rules");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sweepstakes rules");
  await expect(page.getByRole("heading", { name: "4. Alternative method of entry" })).toBeVisible();
  await expect(page).toHaveTitle(`Sweepstakes rules | ${brand.name}`);
  expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
});

test("a legal page is in Spanish for a Spanish visitor", async ({ page, context, baseURL }) => {
  const url = brandUrl(baseURL, brand, "/page/privacy-policy");
  await context.addCookies([{ name: "locale", value: "es", url }]);
  await page.goto(url);
  const article = page.getByRole("main").getByRole("article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText("1. Responsable de tus datos");
  await expect(article.getByText(/^Última actualización: /)).toBeVisible();
});
