import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/test";

test("an unknown address answers 404 with a page naming the path and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-place/at-all?x=1");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found: /no-such-place/at-all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /no-such-place/at-all");
  // The page keeps the whole shell around it.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const home = page.getByRole("main").getByRole("link", { name: "Back to home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to FunRize");
});

test("an unknown legal page is a 404 page too", async ({ page, baseURL }) => {
  const response = await page.goto(brandUrl(baseURL, BRAND_SITES.stormrush, "/page/no-such-policy"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /page/no-such-policy");
  await expect(page).toHaveTitle("Page Not Found: /page/no-such-policy");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
    "href",
    "/",
  );
});

test("the 404 page speaks the visitor's language", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "es", url: baseURL ?? "" }]);
  const response = await page.goto("/perdido");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada: /perdido");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered 404 page already has its title, heading and way home", async ({ page }) => {
    const response = await page.goto("/gone-for-good");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found: /gone-for-good");
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /gone-for-good");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });
});

test("a missing page reached with a trailing slash hydrates without a mismatch, on a phone too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectConsoleErrors(page, [/status of 404/]);
  const response = await page.goto("/tournaments/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /tournaments");
  await expect(page).toHaveTitle("Page Not Found: /tournaments");
  // Hydrated: the way home is a router link that navigates without a document load.
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  expect(errors).toEqual([]);
});
