import type { BrowserContext, Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { fillBirthday, uniqueEmail } from "../support/players";
import { expect, test } from "../support/test";

/**
 * Issue #13, geo-blocking in the browser (spec §4, §8): after the IP check (the e2e server sees private
 * addresses, which are allowed), a signed-in player's browser is asked where it is. Each test signs up a
 * fresh player, since the position the check records counts against that player for a day.
 */

/** Signs a new player up on the email form; the geo check runs as soon as the player's page is up. */
async function signUp(page: Page, label: string) {
  await page.goto("/signup/");
  await page.getByLabel("Email").fill(uniqueEmail(label));
  await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
  await fillBirthday(page);
  await page.getByRole("checkbox", { name: /I am 18 or older/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Makes the browser's Permissions API answer `denied` for geolocation on this site, as a refusal leaves it. */
async function denyGeolocation(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "geolocation" },
    setting: "denied",
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe("a player whose browser denies the location", () => {
  test.use({ permissions: [] });

  test("lands on the geoblock page, told how to allow it, and the block is reported", async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "").origin;
    await giveCookieConsent(context, origin);
    await page.goto("/");
    await denyGeolocation(context, page, origin);
    expect(
      await page.evaluate(async () => (await navigator.permissions.query({ name: "geolocation" })).state),
    ).toBe("denied");

    const reported = page.waitForRequest(
      (request) => request.url().endsWith("/rest/restriction/player/block/") && request.method() === "POST",
    );
    await signUp(page, "geo-denied");
    const report = await reported;
    expect(report.postDataJSON()).toMatchObject({
      apps: ["web"],
      meta: { reason: "permission_denied", permission: "denied" },
    });
    expect((await report.response())?.status()).toBe(200);

    await page.waitForURL(
      (url) => url.pathname === "/geoblock/" && url.searchParams.get("reason") === "permission_denied",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "FunRize is not available in your region",
    );
    await expect(
      page.getByText("Your browser does not share your location with us.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to share your location" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read our Terms and Conditions" })).toHaveAttribute(
      "href",
      "/page/terms",
    );
    await expect(page.getByRole("region", { name: "Where we are not available" })).toContainText(
      "Washington",
    );
    // Modals are suppressed here: the new player's welcome modal does not follow them to this page.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("a player in Texas, where the site is open", () => {
  test.use({ geolocation: { latitude: 30.27, longitude: -97.74 }, permissions: ["geolocation"] });

  test("shares the position and stays on the site", async ({ page, context, baseURL }) => {
    await giveCookieConsent(context, new URL(baseURL ?? "").origin);
    const checked = page.waitForResponse((response) =>
      response.url().endsWith("/rest/restriction/player/geo/check/"),
    );
    await signUp(page, "geo-texas");
    const answer = await checked;
    expect(answer.request().postDataJSON()).toEqual({ latitude: 30.27, longitude: -97.74 });
    expect((await answer.json()).data).toMatchObject({ access: true, jurisdiction: "US-TX" });
    await expect(page.getByRole("dialog", { name: "Registration complete" })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toContain("geoblock");
  });
});

test.describe("a player in Seattle, Washington, where sweepstakes are banned", () => {
  test.use({ geolocation: { latitude: 47.61, longitude: -122.33 }, permissions: ["geolocation"] });

  test("is sent to the geoblock page, which names Washington", async ({ page, context, baseURL }) => {
    await giveCookieConsent(context, new URL(baseURL ?? "").origin);
    await signUp(page, "geo-seattle");
    await page.waitForURL(
      (url) => url.pathname === "/geoblock/" && url.searchParams.get("reason") === "blocked_region",
    );
    await expect(
      page.getByText("FunRize is not offered in Washington, where you are connecting from."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });
});
