import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { signInWithPassword } from "../support/players";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * On a 390×844 phone the header keeps its Buy within the screen, and the cash box is a sheet over the
 * whole screen: nothing wider than the phone, a tap on a locked offer's Buy shows why, the close button
 * takes it away.
 */
test("on a phone the cash box is a full-screen sheet with the packages", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await giveCookieConsent(context, `${baseURL}/`);
  await signInWithPassword(page, `${baseURL}/signin/`);
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  const buy = page.getByRole("banner").getByRole("link", { name: "Buy", exact: true });
  await expect(buy).toBeInViewport();
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);

  await buy.tap();
  const cashBox = page.getByRole("dialog", { name: "Get coins" });
  await expect(cashBox).toBeVisible();
  await expect(cashBox.getByRole("article", { name: "Popular Pick" })).toContainText("10,000 Coins");
  expect(await cashBox.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const sheetOverflow = await cashBox.evaluate((sheet) => sheet.scrollWidth - sheet.clientWidth);
  expect(sheetOverflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  const locked = cashBox
    .getByRole("article", { name: "Thank-You Offer" })
    .getByRole("button", { name: "Buy for $9.99" });
  // `aria-disabled` is not `disabled`: a person can tap it (Playwright would wait for it to be enabled).
  await locked.tap({ force: true });
  await expect(cashBox.getByRole("tooltip")).toHaveText("Available after your 1st purchase");
  await expect(cashBox).toBeVisible();

  await cashBox.getByRole("button", { name: "Close" }).tap();
  await expect(cashBox).toBeHidden();
  expect(new URL(page.url()).hash).toBe("");
});
