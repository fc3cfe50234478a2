import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BRAND_SITES, brandUrl } from "../support/brands";
import { expect, test } from "../support/test";

/** Serious and critical axe findings, one line each, so a failure says what and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} – ${node.failureSummary}`,
      ),
    );
}

const PAGES = [
  { label: "guest home", path: "/", heading: /^Welcome to / },
  { label: "legal page", path: "/page/terms", heading: "Terms and conditions" },
  { label: "404 page", path: "/no-such-page", heading: "Page Not Found: /no-such-page" },
] as const;

/** Every page in two brands, and the home of a third: each brand's palette has its own contrast. */
const CHECKS = [
  ...PAGES.map((target) => ({ brand: BRAND_SITES.nlc, target })),
  ...PAGES.map((target) => ({ brand: BRAND_SITES.stormrush, target })),
  { brand: BRAND_SITES.tao, target: PAGES[0] },
];

for (const { brand, target } of CHECKS) {
  test(`axe finds nothing serious on the ${brand.name} ${target.label}`, async ({ page, baseURL }) => {
    await page.goto(brandUrl(baseURL, brand, target.path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
    // The cookie banner is part of a first visit, so it is checked too.
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Trustpilot/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("axe finds nothing serious with the menu and the cookie choices open", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 412, height: 839 });
  await page.goto(brandUrl(baseURL, BRAND_SITES.nlc));
  await page.getByRole("button", { name: "Customise" }).click();
  await expect(page.getByRole("group", { name: "Choose the cookies you allow" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("navigation", { name: "Quick links" }).getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
