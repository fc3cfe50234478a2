import { seriousViolations } from "../support/axe";
import { giveCookieConsent } from "../support/cookie-consent";
import { callApi } from "../support/page-api";
import { expect, test } from "../support/test";
import { signUpFreshPlayer } from "./sign-up";

const dayLimit = (page: import("@playwright/test").Page) => page.getByTestId("limit-day");

test("a player sets a daily limit, sees it in force, and an increase waits as pending until its date", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await giveCookieConsent(context, baseURL ?? "/");
  await signUpFreshPlayer(page, "limits");
  await page.goto("/account/responsible-play");
  await expect(page.getByRole("heading", { level: 1, name: "Responsible play" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dayLimit(page).getByLabel("New Daily limit in dollars").fill("50");
  await dayLimit(page).getByRole("button", { name: "Set limit" }).click();
  await expect(dayLimit(page)).toContainText("Daily limit: $50.00");

  await dayLimit(page).getByLabel("New Daily limit in dollars").fill("80");
  await dayLimit(page).getByRole("button", { name: "Set limit" }).click();
  await expect(dayLimit(page)).toContainText("Increase to $80.00 pending: you can confirm it from");
  // Still $50 in force, and not confirmable before 24 hours have passed.
  await expect(dayLimit(page)).toContainText("Daily limit: $50.00");
  await expect(dayLimit(page).getByRole("button", { name: "Confirm increase" })).toBeDisabled();
  await page.reload();
  await expect(dayLimit(page)).toContainText("Increase to $80.00 pending");
});

test("a player self-excludes after confirming, is refused a real game, and still signs in to see why", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await giveCookieConsent(context, baseURL ?? "/");
  await signUpFreshPlayer(page, "exclusion");
  await page.goto("/account/responsible-play");
  await page.getByLabel("Length of the exclusion").selectOption("6");
  await page.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("button", { name: "Exclude me for 6 months" });
  await expect(confirm).toBeDisabled();
  await page.getByLabel("I understand and want to exclude myself").check();
  await confirm.click();
  await expect(page.getByTestId("responsible-play-block")).toContainText("You have excluded yourself until");

  const catalogue = (await callApi(page, "GET", "/api/rest/games")).json as { games: { id: number }[] };
  const gameId = catalogue.games[0]?.id;
  const launch = await callApi(page, "POST", `/rest/game/${gameId}/play/`);
  expect(launch.status).toBe(403);
  expect((launch.json as { error: { code: string } }).error.code).toBe("PLAY_BLOCKED");

  const init = (await callApi(page, "GET", "/rest/app/init/")).json as {
    isGuest: boolean;
    responsiblePlay: { block: { kind: string } | null };
  };
  expect(init).toMatchObject({ isGuest: false, responsiblePlay: { block: { kind: "self_exclusion" } } });
  await page.reload();
  await expect(page.getByTestId("responsible-play-block")).toContainText("You have excluded yourself until");
});

test("the reality check pops up after its interval with session time and net result", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await giveCookieConsent(context, baseURL ?? "/");
  await page.clock.install();
  await signUpFreshPlayer(page, "reality");
  await page.goto("/account/responsible-play");
  await page.getByLabel("Remind me every (minutes, 0 = off)").fill("1");
  await page.getByRole("button", { name: "Save reminder" }).click();
  await expect(page.getByText("A reminder shows every 1 minutes of play.")).toBeVisible();
  const modal = page.getByRole("dialog", { name: "Reality check" });
  // The timer is armed once the new interval reaches the page (live, a moment after the save): until then
  // a fast-forward passes nothing, so the clock moves a minute at a time until the reminder shows.
  await expect(async () => {
    await page.clock.fastForward("01:05");
    await expect(modal).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(modal).toContainText("You have been signed in for");
  await expect(modal).toContainText(/No real-money play this session|Net result/);
  await modal.getByRole("button", { name: "Continue" }).click();
  await expect(modal).toHaveCount(0);
});
