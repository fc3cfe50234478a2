import { giveCookieConsent } from "../support/cookie-consent";
import { DEMO_AFFILIATE } from "../support/players";
import { expect, test, waitingForHydration } from "../support/test";

test("an affiliate partner opens the partners' account, and a friend invited with its code sees the offer", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error("baseURL is set by the config");
  await giveCookieConsent(context, baseURL);
  await page.goto("/signin/");
  await page.getByLabel("Email").fill(DEMO_AFFILIATE.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_AFFILIATE.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Balance:/ })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: "Partners' account" })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/affiliates/partners-account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your partners' account");
  await expect(page.getByText("Sign-ups with your referral code")).toBeVisible();
  const inviteCode = (
    await page.locator("dt", { hasText: "Invite code" }).locator("+ dd code").textContent()
  )?.trim();
  expect(inviteCode).toBeTruthy();
  await expect(page.getByText(`/signup/?invited_by=${inviteCode}`)).toBeVisible();

  await page.goto("/affiliates");
  await expect(page.getByRole("link", { name: "Open your partners' account" })).toBeVisible();

  const friend = await browser.newContext({ baseURL });

  friend.on("page", waitingForHydration);
  try {
    await giveCookieConsent(friend, baseURL);
    const friendPage = await friend.newPage();
    await friendPage.goto(`/signup/?invited_by=${inviteCode}`);
    await expect(
      friendPage.getByText(/invited you: join and get 5,000 Coins and 1\.00 Entries on top/),
    ).toBeVisible();
    // The referral capture runs after hydration (root/after-hydration.tsx): the cookie follows shortly.
    const invitedBy = async () =>
      (await friend.cookies()).find((entry) => entry.name === "invited_by")?.value;
    await expect.poll(invitedBy).toBe(inviteCode);
  } finally {
    await friend.close();
  }
});
