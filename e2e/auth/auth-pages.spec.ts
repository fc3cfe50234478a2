import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { fillBirthday } from "../support/players";
import { expect, test } from "../support/test";

test.beforeEach(async ({ context, baseURL }) => {
  if (baseURL) await giveCookieConsent(context, baseURL);
});

test("sign-in shows the contract's rules inline and moves focus to the first field to fix", async ({
  page,
}) => {
  await page.goto("/signin/");
  await page.getByRole("button", { name: "Sign in" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("This field is required.");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "This field is required.",
  );

  await email.fill("not-an-email");
  await expect(email).toHaveAccessibleDescription("Enter a valid email address.");
  await email.fill("ann@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("the password can be shown and hidden again, and its strength is rated while typing", async ({
  page,
}) => {
  await page.goto("/signup/");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("abc");
  await expect(page.getByText("Password strength: too weak")).toBeVisible();
  await password.fill("sunrise42");
  await expect(page.getByText("Password strength: weak")).toBeVisible();
  await password.fill("Sunrise42 over hills");
  await expect(password).toHaveAccessibleDescription(/Password strength: strong/);

  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(password).toHaveAttribute("type", "password");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
  await toggle.press("Enter");
  await expect(password).toHaveAttribute("type", "password");
});

test("sign-up asks for the terms, which open in a new tab", async ({ page }) => {
  await page.goto("/signup/");
  await page.getByLabel("Email").fill("ann@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Sunrise42 over hills");
  await fillBirthday(page);
  await page.getByRole("button", { name: "Create account" }).click();
  const terms = page.getByRole("checkbox", { name: /I am 18 or older/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription("Accept the terms to create an account.");
  const link = page.getByRole("link", { name: /Terms and Conditions/ });
  await expect(link).toHaveAttribute("href", "/page/terms");
  await expect(link).toHaveAttribute("target", "_blank");
});

test("sign-in and sign-up link to each other keeping the query string", async ({ page }) => {
  await page.goto("/signin/?utm_source=mail&invited_by=friend");
  const toSignUp = page.getByRole("main").getByRole("link", { name: "Create account" });
  await expect(toSignUp).toHaveAttribute("href", "/signup/?utm_source=mail&invited_by=friend");
  await toSignUp.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your free account");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/signin/?utm_source=mail&invited_by=friend",
  );
});

test("a wrong reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/reset/?token=this-token-was-never-issued-by-us");
  await page.getByLabel("New password", { exact: true }).fill("Sunrise42 over hills");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired.");
  await expect(page.getByRole("alert").getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/reset/",
  );
});

test("guests who follow the header's Sign Up go to sign-up, keeping the query", async ({ page }) => {
  await page.goto("/?utm_source=mail");
  const signUp = page.getByRole("banner").getByRole("link", { name: "Sign Up", exact: true });
  await expect(signUp).toHaveAttribute("href", "/signup/?utm_source=mail");
  await signUp.click();
  await expect(page).toHaveURL((url) => url.pathname === "/signup/" && url.search === "?utm_source=mail");
});

test("guests are sent from the account to sign in, and from the partners' account to the programme", async ({
  page,
}) => {
  await page.goto("/account");
  await expect(page).toHaveURL((url) => url.pathname === "/signin/");
  await page.goto("/affiliates/partners-account");
  await expect(page).toHaveURL((url) => url.pathname === "/affiliates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The FunRize affiliate programme");
  await expect(page.getByRole("link", { name: /Apply to become a partner/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("an unknown invite code is checked and forgotten; a known one is kept for 365 days", async ({
  page,
  context,
}) => {
  await page.goto("/?invited_by=NO-SUCH-CODE&refcode=partner-7");
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort())
    .toEqual(expect.arrayContaining(["refcode"]));
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "invited_by"))
    .toBe(false);
  const refcode = (await context.cookies()).find((cookie) => cookie.name === "refcode");
  expect(refcode?.value).toBe("partner-7");
  expect(refcode?.sameSite).toBe("Lax");
  expect(refcode?.path).toBe("/");
  const days = ((refcode?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test("the auth pages speak Spanish when the locale cookie says so", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "es", url: baseURL ?? "" }]);
  await page.goto("/signin/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
    "Este campo es obligatorio.",
  );
});

for (const target of [
  { path: "/signin/", heading: "Sign in" },
  { path: "/signup/", heading: "Create your free account" },
  { path: "/reset/", heading: "Reset your password" },
]) {
  test(`axe finds nothing serious on ${target.path}, also with the errors shown`, async ({ page }) => {
    await page.goto(target.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
    await expect(
      page.getByRole("button", { name: /Sign in|Create account|Send the link/ }).last(),
    ).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^(Sign in|Create account|Send the link)$/ }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
