import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { expect, test } from "../support/test";
import { signUpFreshPlayer } from "./sign-up";

test.use({ viewport: { width: 390, height: 844 } });

test("on a 390×844 phone a player takes a 24-hour break from the responsible-play page", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await giveCookieConsent(context, baseURL ?? "/");
  await signUpFreshPlayer(page, "phone");
  await page.goto("/account/responsible-play");
  await expect(page.getByRole("heading", { level: 1, name: "Responsible play" })).toBeVisible();
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("24 hours").check();
  await page.getByRole("button", { name: "Start break" }).tap();
  await expect(page.getByTestId("responsible-play-block")).toContainText("You are taking a break");
});
