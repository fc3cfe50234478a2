import { BRANDS, RewardsSchema, WelcomeCreditsSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAddress, get, post, signUp } from "../../test-support/auth-client";
import { createTestPlayer, type TestPlayerOptions } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

const BONUSES = BRANDS.funrize.bonuses;
const COMPLETE_PROFILE = {
  name: "Ada",
  surname: "Lovelace",
  birthday: "1990-12-10",
  zip: "23219",
  city: "Richmond",
  address: "1000 Bank St",
  state: "VA",
  phone: "+1 (804) 555-0123",
} as const;

describe("rewards", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  const player = (options: TestPlayerOptions = {}) => createTestPlayer(t.db, options);
  const rewardsOf = async (cookie: string) =>
    RewardsSchema.parse((await get(t, "/rest/player/rewards/", { cookie })).json());
  const claim = (kind: string, cookie?: string) =>
    post(t, `/rest/player/rewards/${kind}/claim/`, {}, cookie ? { cookie } : {});

  describe("who may call", () => {
    it.each(["/rest/player/rewards/", "/rest/player/rewards/welcome/"])(
      "answers a guest's GET %s with 401",
      async (url) => {
        const response = await get(t, url);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe("UNAUTHENTICATED");
      },
    );

    it("answers a guest's claim with 401", async () => {
      const response = await claim("email");
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    });

    it("refuses to claim a reward that does not exist", async () => {
      const p = await player({ emailConfirmed: true });
      const response = await claim("lottery", p.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
      expect((await balancesOf(t.db, p.playerId)).coins).toBe(0n);
    });
  });

  it("shows a step still to do as neither available nor received, with the coins it will give", async () => {
    const p = await player();
    expect(await rewardsOf(p.cookie)).toEqual({
      email: { available: false, completed: false, coins: BONUSES.rewards.email, creditedAt: null },
      profile: { available: false, completed: false, coins: BONUSES.rewards.profile, creditedAt: null },
      phone: { available: false, completed: false, coins: BONUSES.rewards.phone, creditedAt: null },
    });
  });

  it("refuses to pay a step the player has not done, and pays nothing", async () => {
    const p = await player();
    const response = await claim("profile", p.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "REWARD_NOT_READY",
      message: "Complete your profile first.",
    });
    expect((await balancesOf(t.db, p.playerId)).coins).toBe(0n);
  });

  it("lets a player whose steps were done but never paid claim each reward once", async () => {
    // Confirmed and filled in before the brand paid rewards: the steps are done, nothing was credited.
    const p = await player({ emailConfirmed: true, ...COMPLETE_PROFILE });
    const before = await rewardsOf(p.cookie);
    expect(before.email).toEqual({
      available: true,
      completed: false,
      coins: BONUSES.rewards.email,
      creditedAt: null,
    });
    expect(before.profile.available).toBe(true);

    const response = await claim("email", p.cookie);
    expect(response.statusCode).toBe(200);
    const { rewards } = response.json();
    expect(rewards.email).toMatchObject({ available: false, completed: true, coins: BONUSES.rewards.email });
    expect(Number.isNaN(Date.parse(rewards.email.creditedAt))).toBe(false);
    expect(rewards.profile.completed).toBe(false);
    expect((await balancesOf(t.db, p.playerId)).coins).toBe(BigInt(BONUSES.rewards.email));

    const again = await claim("email", p.cookie);
    expect(again.statusCode).toBe(200);
    expect((await balancesOf(t.db, p.playerId)).coins).toBe(BigInt(BONUSES.rewards.email));
    expect(await rewardsOf(p.cookie)).toMatchObject({ email: rewards.email, phone: { available: true } });
  });

  it("tells the welcome moments what sign-up and the confirmed email credited, from the ledger", async () => {
    const { cookie, email } = await signUp(t);
    if (!cookie) throw new Error("sign-up signs the player in");
    const welcome = async () =>
      WelcomeCreditsSchema.parse((await get(t, "/rest/player/rewards/welcome/", { cookie })).json());

    const afterSignUp = await welcome();
    expect(afterSignUp.signUp).toMatchObject({ coins: BONUSES.welcome.coins, entries: 0 });
    expect(afterSignUp.emailConfirmed).toBeNull();
    expect((await rewardsOf(cookie)).email).toMatchObject({ available: false, completed: false });

    await confirmAddress(t, email);
    const afterConfirmation = await welcome();
    expect(afterConfirmation.signUp).toEqual(afterSignUp.signUp);
    expect(afterConfirmation.emailConfirmed).toMatchObject({
      coins: BONUSES.rewards.email,
      entries: BONUSES.welcome.entries,
    });
    expect((await rewardsOf(cookie)).email).toMatchObject({
      available: false,
      completed: true,
      coins: BONUSES.rewards.email,
      creditedAt: afterConfirmation.emailConfirmed?.creditedAt,
    });
  });
});
