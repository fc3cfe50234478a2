import { expect, test } from "@playwright/test";

test("the guest home renders with the default brand and English", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-brand", "funrize");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
