import { BRANDS, toMinorUnits } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inbox, linkParam, manualClock, playerIdOf, post, signUp } from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

const welcomeCoins = toMinorUnits(BRANDS.funrize.bonuses.welcome.coins, "coins");
const emailReward = toMinorUnits(BRANDS.funrize.bonuses.rewards.email, "coins");

describe("email confirmation", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" }, clock });
  });
  afterAll(() => t.close());

  const confirm = (token: string) => post(t, "/rest/auth/email-confirm/", { token });
  const confirmedAt = async (email: string) =>
    (
      await t.db.query<{ email_confirmed_at: Date | null }>(
        "select email_confirmed_at from player where email = $1",
        [email],
      )
    )[0]?.email_confirmed_at;

  it("confirms the address from the emailed link and pays the email reward", async () => {
    const { email } = await signUp(t);
    const token = linkParam((await inbox(t, email))[0], "confirmToken");
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await confirmedAt(email)).not.toBeNull();
    const balances = await balancesOf(t.db, await playerIdOf(t, email));
    expect(balances.coins).toBe(welcomeCoins + emailReward);
  });

  it("works from another browser: the link needs no session", async () => {
    const { email } = await signUp(t);
    const token = linkParam((await inbox(t, email))[0], "confirmToken");
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("pays the reward once: the link is single-use and a second link pays nothing more", async () => {
    const { email, cookie } = await signUp(t);
    const first = linkParam((await inbox(t, email))[0], "confirmToken");
    await post(t, "/rest/auth/email-confirm/resend/", {}, { cookie: cookie ?? "" });
    // Once confirmed, the resend sends nothing; so ask for the second link before confirming.
    const second = linkParam((await inbox(t, email))[0], "confirmToken");
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(200);
    const replay = await confirm(first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe("TOKEN_INVALID");
    expect((await confirm(second)).json().error.code).toBe("TOKEN_INVALID");
    const balances = await balancesOf(t.db, await playerIdOf(t, email));
    expect(balances.coins).toBe(welcomeCoins + emailReward);
  });

  it("refuses a link older than 7 days", async () => {
    const { email } = await signUp(t);
    const token = linkParam((await inbox(t, email))[0], "confirmToken");
    clock.advance(7 * 24 * 60 * 60 * 1000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
    expect(await confirmedAt(email)).toBeNull();
  });

  it("refuses an unknown token and a malformed one", async () => {
    expect((await confirm("y".repeat(43))).json().error.code).toBe("TOKEN_INVALID");
    const malformed = await confirm("short");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses a password reset token as a confirmation token", async () => {
    const { email } = await signUp(t);
    await post(t, "/rest/auth/password-reset/", { email });
    const resetToken = linkParam((await inbox(t, email))[0], "token");
    expect((await confirm(resetToken)).json().error.code).toBe("TOKEN_INVALID");
  });

  describe("resend", () => {
    it("sends the signed-in player a new link", async () => {
      const { email, cookie } = await signUp(t);
      const response = await post(t, "/rest/auth/email-confirm/resend/", {}, { cookie: cookie ?? "" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const messages = await inbox(t, email);
      expect(messages.map((m) => m.kind)).toEqual(["email_confirm", "email_confirm"]);
    });

    it("sends nothing once the address is confirmed", async () => {
      const { email, cookie } = await signUp(t);
      await confirm(linkParam((await inbox(t, email))[0], "confirmToken"));
      await post(t, "/rest/auth/email-confirm/resend/", {}, { cookie: cookie ?? "" });
      expect(await inbox(t, email)).toHaveLength(1);
    });

    it("asks a guest to sign in", async () => {
      const response = await post(t, "/rest/auth/email-confirm/resend/");
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    });

    it("is limited to three a minute per IP", async () => {
      const { cookie } = await signUp(t);
      const ip = "10.250.0.9";
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await post(t, "/rest/auth/email-confirm/resend/", {}, { cookie: cookie ?? "", ip })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  });
});
