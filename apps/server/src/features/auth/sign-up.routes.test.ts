import { BRANDS, toMinorUnits } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmAddress,
  freshEmail,
  inbox,
  isSignedIn,
  PASSWORD,
  playerIdOf,
  post,
  sessionCookie,
  signIn,
  signUp,
} from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

describe("sign-up with email and password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off", BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  it("creates the account, signs the player in and sets an HttpOnly session cookie", async () => {
    const { response, cookie } = await signUp(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, isSignedIn: true, registrationComplete: true });
    const setCookie = response.cookies.find((c) => c.name === "sid");
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await isSignedIn(t, cookie)).toBe(true);
  });

  it("pays the brand's welcome coins at sign-up and its free entries once the address is confirmed", async () => {
    const { email } = await signUp(t);
    const playerId = await playerIdOf(t, email);
    const atSignUp = await balancesOf(t.db, playerId);
    expect(atSignUp.coins).toBe(toMinorUnits(BRANDS.funrize.bonuses.welcome.coins, "coins"));
    expect(atSignUp.entries).toBe(0n);
    await confirmAddress(t, email);
    const balances = await balancesOf(t.db, playerId);
    const emailReward = toMinorUnits(BRANDS.funrize.bonuses.rewards.email, "coins");
    expect(balances.coins).toBe(atSignUp.coins + emailReward);
    expect(balances.entries).toBe(toMinorUnits(BRANDS.funrize.bonuses.welcome.entries, "entries"));
    expect(balances.winnings).toBe(0n);
    const journal = await t.db.query<{ kind: string }>(
      "select kind from ledger_transaction where idempotency_key = $1",
      [`welcome:${await playerIdOf(t, email)}`],
    );
    expect(journal).toEqual([{ kind: "welcome.grant" }]);
  });

  it("gives each brand its own welcome grant", async () => {
    const nlc = { headers: { host: "nlc.localhost" } };
    const { email } = await signUp(t, freshEmail("nlc"), {}, nlc);
    await confirmAddress(t, email, nlc, "nlc");
    const balances = await balancesOf(t.db, await playerIdOf(t, email));
    const emailReward = toMinorUnits(BRANDS.nlc.bonuses.rewards.email, "coins");
    expect(balances.coins).toBe(toMinorUnits(BRANDS.nlc.bonuses.welcome.coins, "coins") + emailReward);
    expect(balances.entries).toBe(toMinorUnits(BRANDS.nlc.bonuses.welcome.entries, "entries"));
  });

  it("treats the address case-insensitively: the mixed-case spelling signs in to the same account", async () => {
    const email = freshEmail("Case");
    await signUp(t, `  ${email.toUpperCase()} `);
    const { response } = await signIn(t, email.toLowerCase());
    expect(response.statusCode).toBe(200);
  });

  it("stores acquisition fields and links the player who invited them", async () => {
    const inviter = await signUp(t);
    const [inviterRow] = await t.db.query<{ referral_code: string }>(
      "select referral_code from player where email = $1",
      [inviter.email],
    );
    expect(inviterRow?.referral_code).toMatch(/^[a-z2-9]{8}$/);
    const { email } = await signUp(t, freshEmail(), {
      invitedBy: inviterRow?.referral_code,
      refcode: "partner-42",
      registrationSource: "landing",
      trafficSource: "google",
    });
    const [row] = await t.db.query<Record<string, unknown>>(
      `select invited_by_player_id::text as invited_by, affiliate_refcode, registration_source, traffic_source,
              registration_funnel, registration_completed_at, terms_accepted_at, password_hash
       from player where email = $1`,
      [email],
    );
    expect(row).toMatchObject({
      invited_by: await playerIdOf(t, inviter.email),
      affiliate_refcode: "partner-42",
      registration_source: "landing",
      traffic_source: "google",
      registration_funnel: "email",
    });
    expect(row?.registration_completed_at).not.toBeNull();
    expect(row?.terms_accepted_at).not.toBeNull();
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it("pays an invited friend the brand's invite bonus on top of the welcome grant, once", async () => {
    const inviter = await signUp(t);
    const [inviterRow] = await t.db.query<{ referral_code: string }>(
      "select referral_code from player where email = $1",
      [inviter.email],
    );
    const invited = await signUp(t, freshEmail(), { invitedBy: inviterRow?.referral_code });
    const plain = await signUp(t, freshEmail());
    await confirmAddress(t, invited.email);
    await confirmAddress(t, plain.email);
    await confirmAddress(t, invited.email).catch(() => undefined);
    const { welcome, invitedFriend } = BRANDS.funrize.bonuses;
    const invitedBalances = await balancesOf(t.db, await playerIdOf(t, invited.email));
    const plainBalances = await balancesOf(t.db, await playerIdOf(t, plain.email));
    expect(invitedBalances.coins - plainBalances.coins).toBe(toMinorUnits(invitedFriend.coins, "coins"));
    expect(invitedBalances.entries - plainBalances.entries).toBe(
      toMinorUnits(invitedFriend.entries, "entries"),
    );
    expect(plainBalances.coins).toBe(
      toMinorUnits(welcome.coins + BRANDS.funrize.bonuses.rewards.email, "coins"),
    );
  });

  it("ignores an invite code nobody has, and one of another brand", async () => {
    const nlcInviter = await signUp(t, freshEmail("nlc"), {}, { headers: { host: "nlc.localhost" } });
    const [nlcRow] = await t.db.query<{ referral_code: string }>(
      "select referral_code from player where email = $1",
      [nlcInviter.email],
    );
    for (const code of ["nobody-has-this", nlcRow?.referral_code]) {
      const { response, email } = await signUp(t, freshEmail(), { invitedBy: code });
      expect(response.statusCode).toBe(200);
      const [row] = await t.db.query<{ invited_by_player_id: string | null }>(
        "select invited_by_player_id from player where email = $1",
        [email],
      );
      expect(row?.invited_by_player_id).toBeNull();
    }
  });

  it("emails a confirmation link in the player's language, with the brand's name", async () => {
    const { email } = await signUp(t, freshEmail(), {}, { headers: { cookie: "locale=es" } });
    const [message] = await inbox(t, email);
    expect(message?.kind).toBe("email_confirm");
    expect(message?.subject).toBe("Confirma tu correo en FunRize");
    expect(message?.text).toMatch(
      /http:\/\/localhost:3000\/\?openNotify=EMAIL_VERIFIED&confirmToken=[\w-]{43}/,
    );
    expect(message?.html).toContain('lang="es"');
    expect(message?.html).toContain("support@funrize.example");
  });

  describe("for an address that already has an account", () => {
    it("answers success without signing in, and tells the owner by email", async () => {
      const { email } = await signUp(t);
      const again = await post(t, "/rest/auth/signup/", {
        email,
        password: "another pass 9",
        termsAccepted: true,
        birthday: "1990-04-12",
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, isSignedIn: false, registrationComplete: false });
      expect(sessionCookie(again)).toBeNull();
      const [notice] = await inbox(t, email);
      expect(notice?.kind).toBe("sign_up_attempt");
      expect(notice?.subject).toContain("Someone tried to sign up");
      expect(notice?.text).toContain("http://localhost:3000/reset");
    });

    it("keeps the owner's password", async () => {
      const { email } = await signUp(t);
      await post(t, "/rest/auth/signup/", {
        email,
        password: "another pass 9",
        termsAccepted: true,
        birthday: "1990-04-12",
      });
      expect((await signIn(t, email, PASSWORD)).response.statusCode).toBe(200);
      expect((await signIn(t, email, "another pass 9")).response.statusCode).toBe(401);
    });

    it("creates no second account and pays no second welcome grant", async () => {
      const { email } = await signUp(t);
      await post(t, "/rest/auth/signup/", {
        email,
        password: PASSWORD,
        termsAccepted: true,
        birthday: "1990-04-12",
      });
      const rows = await t.db.query("select id from player where email = $1", [email]);
      expect(rows).toHaveLength(1);
    });
  });

  it("refuses bad input with the fields named", async () => {
    const response = await post(t, "/rest/auth/signup/", {
      email: "not-an-email",
      password: "short",
      termsAccepted: false,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(["body.email", "body.password", "body.termsAccepted", "body.birthday"]),
    );
  });

  it("refuses a request without the client header (CSRF)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/auth/signup/",
      payload: { email: freshEmail(), password: PASSWORD, termsAccepted: true, birthday: "1990-04-12" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("CSRF_REJECTED");
  });
});
