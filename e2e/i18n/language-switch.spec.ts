import { expect, test } from "../support/test";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test("a guest who picks Español reads the site in Spanish, and still does after a reload", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to FunRize");

  await page.getByRole("combobox", { name: "Language" }).selectOption("es");

  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te damos la bienvenida a FunRize");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  await expect(header.getByRole("combobox", { name: "Idioma" })).toHaveValue("es");
  // Menus and footer come from the server per locale: they switch too.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Términos y condiciones" }),
  ).toBeVisible();

  const locale = (await context.cookies()).find((cookie) => cookie.name === "locale");
  expect(locale).toMatchObject({ value: "es", path: "/", sameSite: "Lax" });
  const lifetime = (locale?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 3600);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS + 60);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te damos la bienvenida a FunRize");
  await expect(page).toHaveTitle("FunRize – Casino social gratuito");
  // The URL carries no locale prefix (spec §1).
  expect(new URL(page.url()).pathname).toBe("/");

  // The server renders Spanish from the first byte: no English flash before hydration.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain("Te damos la bienvenida a FunRize");
});

test("switching back to English works the same way", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "es", url: baseURL ?? "" }]);
  await page.goto("/page/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos y condiciones");

  await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets Spanish without choosing", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te damos la bienvenida a FunRize");
  });

  test("keeps English once the visitor chose it: the cookie wins over the browser languages", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to FunRize");
  });
});
