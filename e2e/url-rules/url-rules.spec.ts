import { expect, test } from "../support/test";

test.describe("URL rules", () => {
  test("query aa is removed from the home page by sending the visitor to /lobby/ with the rest of the query", async ({
    page,
  }) => {
    await page.goto("/?aa=abc&utm_source=mail");
    expect(new URL(page.url()).pathname).toBe("/lobby/");
    expect(new URL(page.url()).search).toBe("?utm_source=mail");
  });

  test("query aa is removed from any other page, which stays the same page", async ({ page }) => {
    await page.goto("/page/terms?aa=1&ref=x");
    expect(new URL(page.url()).pathname).toBe("/page/terms");
    expect(new URL(page.url()).search).toBe("?ref=x");
  });

  test("a guest on a path containing register is sent to sign-up, keeping the query", async ({ page }) => {
    await page.goto("/register-now?invited_by=friend");
    expect(new URL(page.url()).pathname).toBe("/signup/");
    expect(new URL(page.url()).search).toBe("?invited_by=friend");
  });

  // The cash box itself is not built yet: this checks the URL rule only, which the cash box will read.
  test("a /cash/ path is redirected to the same path as the cash box's hash route, keeping the query", async ({
    page,
  }) => {
    await page.goto("/cash/deposit-by-money/?promo=1");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/");
    expect(url.search).toBe("?promo=1");
    expect(url.hash).toBe("#/cash/deposit-by-money/");
  });
});
