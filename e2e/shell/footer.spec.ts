import { BRAND_SITES, brandUrl } from "../support/brands";
import { expect, test } from "../support/test";

const brand = BRAND_SITES.tao;

test.describe("footer of a guest page (spec §2)", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.goto(brandUrl(baseURL, brand));
  });

  test("the about text has four paragraphs and a fifth with the support email", async ({ page }) => {
    const about = page.getByRole("contentinfo").getByRole("region", { name: `About ${brand.name}` });
    const paragraphs = about.locator("p");
    await expect(paragraphs).toHaveCount(5);
    for (let index = 0; index < 4; index += 1) {
      await expect(paragraphs.nth(index)).not.toBeEmpty();
    }
    await expect(paragraphs.first()).toContainText(brand.name);
    const email = `support@${brand.domain}`;
    await expect(paragraphs.nth(4).getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
  });

  test("the legal links are the footer menu's second column, in order", async ({ page }) => {
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    const links = legal.getByRole("link");
    await expect(links).toHaveText([
      "Terms and conditions",
      "Privacy policy",
      "Sweepstakes rules",
      "Responsible play",
    ]);
    await expect(links.first()).toHaveAttribute("href", "/page/terms");
    // "How it works" lives in the first column, so it is not a legal link.
    await expect(legal.getByRole("link", { name: "How it works" })).toHaveCount(0);
  });

  test("help offers the support email and the social links open in a new tab", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    const help = footer.getByRole("region", { name: "Help" });
    await expect(help.getByRole("link", { name: `support@${brand.domain}` })).toHaveAttribute(
      "href",
      `mailto:support@${brand.domain}`,
    );
    const social = footer.getByRole("region", { name: "Follow us" }).getByRole("link");
    await expect(social).toHaveCount(4);
    await expect(social.first()).toHaveAccessibleName(`${brand.name} on Facebook (opens in a new tab)`);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("the bottom line has the copyright with this year, the 18+ badge and the rating with one decimal", async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${brand.name}`)).toBeVisible();
    const badge = footer.getByRole("img", { name: /18 or older/ });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText("18+");
    const rating = footer.getByRole("link", { name: /Trustpilot/ });
    await expect(rating).toBeVisible();
    await expect(rating).toContainText(brand.rating);
    await expect(rating).toHaveText(/Trustpilot\s*\d\.\d\s*out of 5/);
  });
});
