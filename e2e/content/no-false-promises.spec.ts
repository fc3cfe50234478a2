import { BRAND_SITES, brandUrl } from "../support/brands";
import { collectConsoleErrors } from "../support/console-errors";
import { giveCookieConsent } from "../support/cookie-consent";
import { expect, test } from "../support/test";

const BRAND = BRAND_SITES.stormrush;
/** What the product does not have yet: no copy may send a player there. */
// (TournamentPoints, the name of a game mode, is not a promise of tournaments.)
const MISSING =
  /\btournaments?\b|daily reward|daily login|in your account|en tu cuenta|torneo|premios diarios/i;

test("the home page and the responsible-play page promise nothing the product lacks, on a phone too", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const site = (path: string) => brandUrl(baseURL, BRAND, path);
  await giveCookieConsent(context, site("/"));
  const errors = collectConsoleErrors(page);
  await page.goto(site("/"));
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main).not.toContainText(MISSING);
  await expect(page.getByRole("contentinfo")).not.toContainText(MISSING);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description ?? "").not.toMatch(MISSING);

  // The info plate sends players to the responsible-play page, which says where the tools are.
  await expect(main).toContainText("a cool-off or self-exclusion yourself under Account › Responsible play");
  await main.getByRole("link", { name: "Read more" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/page/responsible-play");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible play");
  const article = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 1, name: "Responsible play" }) });
  await expect(article).toContainText("You set the tools below yourself under Account › Responsible play");
  await expect(article).not.toContainText(MISSING);
  expect(errors).toEqual([]);
});
