import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../platform/auth/password";
import {
  freshEmail,
  freshIp,
  isSignedIn,
  manualClock,
  PASSWORD,
  playerIdOf,
  post,
  sessionCookie,
  signIn,
  signUp,
} from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const MINUTE = 60_000;

describe("sign-in", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" }, clock });
  });
  afterAll(() => t.close());

  it("signs a player in with the right password and answers whether registration is complete", async () => {
    const { email } = await signUp(t);
    const { response, cookie } = await signIn(t, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, isSignedIn: true, registrationComplete: true });
    expect(await isSignedIn(t, cookie)).toBe(true);
  });

  it("answers a wrong password, an unknown address and a password-less account identically", async () => {
    const { email } = await signUp(t);
    await t.db.query(
      `insert into player (brand_id, email, email_canonical, registration_funnel, terms_accepted_at, referral_code)
       values ('funrize', $1, $1, 'otp', now(), 'pwless01')`,
      [freshEmail("pwless")],
    );
    const [pwless] = await t.db.query<{ email: string }>(
      "select email from player where referral_code = 'pwless01'",
    );
    const answers = await Promise.all([
      signIn(t, email, "wrong password 1"),
      signIn(t, freshEmail("nobody"), "wrong password 1"),
      signIn(t, pwless?.email ?? "", "wrong password 1"),
    ]);
    const bodies = answers.map(({ response }) => {
      const { requestId: _ignored, ...error } = response.json().error;
      return { status: response.statusCode, error, cookie: sessionCookie(response) };
    });
    expect(bodies[0]).toEqual({
      status: 401,
      error: { code: "INVALID_CREDENTIALS", message: "The email or password is not right." },
      cookie: null,
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("gives a new session id at sign-in: the cookie from before stops working", async () => {
    const { email, cookie: before } = await signUp(t);
    expect(await isSignedIn(t, before)).toBe(true);
    const { cookie: after } = await signIn(t, email, PASSWORD, { cookie: before ?? "" });
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await isSignedIn(t, before)).toBe(false);
    expect(await isSignedIn(t, after)).toBe(true);
  });

  it("upgrades a password hash made with weaker settings at sign-in", async () => {
    const { email } = await signUp(t);
    const argon2 = await import("argon2");
    const weak = await argon2.default.hash(PASSWORD, {
      type: argon2.default.argon2id,
      memoryCost: 4096,
      timeCost: 1,
    });
    await t.db.query("update player set password_hash = $2 where email = $1", [email, weak]);
    expect((await signIn(t, email)).response.statusCode).toBe(200);
    const [row] = await t.db.query<{ password_hash: string }>(
      "select password_hash from player where email = $1",
      [email],
    );
    expect(row?.password_hash).toContain("m=19456");
    expect((await signIn(t, email)).response.statusCode).toBe(200);
  });

  it("refuses a closed account even with the right password", async () => {
    const { email } = await signUp(t);
    await t.db.query("update player set account_status = 'CLOSED' where email = $1", [email]);
    const { response, cookie } = await signIn(t, email);
    expect(response.statusCode).toBe(403);
    expect(cookie).toBeNull();
  });

  it("refuses bad input", async () => {
    const response = await post(t, "/rest/auth/signin/", { email: "nope", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });

  describe("rate limit", () => {
    it("answers the sixth sign-in of a minute from one IP with 429, Retry-After and RATE_LIMITED", async () => {
      const ip = freshIp();
      const { email } = await signUp(t);
      for (let i = 0; i < 5; i++) {
        expect((await signIn(t, email, PASSWORD, { ip })).response.statusCode).toBe(200);
      }
      const { response } = await signIn(t, email, PASSWORD, { ip });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(response.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
      // Another IP is not affected, and the first one may sign in again a minute later.
      expect((await signIn(t, email, PASSWORD, { ip: freshIp() })).response.statusCode).toBe(200);
      clock.advance(MINUTE);
      expect((await signIn(t, email, PASSWORD, { ip })).response.statusCode).toBe(200);
    });
  });

  describe("lockout", () => {
    /** Ten failures from one IP, spread so the per-minute rate limit does not answer first. */
    async function failTenTimes(email: string, ip: string) {
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) {
        if (i > 0 && i % 5 === 0) clock.advance(MINUTE);
        answers.push((await signIn(t, email, "wrong password 1", { ip })).response.statusCode);
      }
      clock.advance(MINUTE);
      return answers;
    }

    it("locks the account for that IP after ten failures, even for the right password", async () => {
      const { email } = await signUp(t);
      const ip = freshIp();
      const answers = await failTenTimes(email, ip);
      expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
      expect(answers[9]).toBe(429);
      const { response, cookie } = await signIn(t, email, PASSWORD, { ip });
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe("ACCOUNT_LOCKED");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(13 * 60);
      expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
      expect(cookie).toBeNull();
    });

    it("does not lock the account for other IPs", async () => {
      const { email } = await signUp(t);
      await failTenTimes(email, freshIp());
      expect((await signIn(t, email, PASSWORD, { ip: freshIp() })).response.statusCode).toBe(200);
    });

    it("lifts the lock after 15 minutes", async () => {
      const { email } = await signUp(t);
      const ip = freshIp();
      await failTenTimes(email, ip);
      clock.advance(14 * MINUTE);
      expect((await signIn(t, email, PASSWORD, { ip })).response.statusCode).toBe(200);
    });

    it("locks an unknown address the same way, so the lock does not tell whether an account exists", async () => {
      const ip = freshIp();
      const answers = await failTenTimes(freshEmail("ghost"), ip);
      expect(answers.slice(0, 9)).toEqual(Array(9).fill(401));
      expect(answers[9]).toBe(429);
    });

    it("forgets earlier failures after a successful sign-in", async () => {
      const { email } = await signUp(t);
      const ip = freshIp();
      for (let i = 0; i < 4; i++) await signIn(t, email, "wrong password 1", { ip });
      expect((await signIn(t, email, PASSWORD, { ip })).response.statusCode).toBe(200);
      clock.advance(MINUTE);
      // Nine more failures: with the four before they would make thirteen, but the count restarted.
      const answers: number[] = [];
      for (let i = 0; i < 9; i++) {
        if (i > 0 && i % 5 === 0) clock.advance(MINUTE);
        answers.push((await signIn(t, email, "wrong password 1", { ip })).response.statusCode);
      }
      expect(answers).toEqual(Array(9).fill(401));
      clock.advance(MINUTE);
      expect((await signIn(t, email, PASSWORD, { ip })).response.statusCode).toBe(200);
    });
  });

  it("verifies against the stored hash (a hash made elsewhere works)", async () => {
    const email = freshEmail("imported");
    await t.db.query(
      `insert into player (brand_id, email, email_canonical, password_hash, registration_funnel, terms_accepted_at,
         referral_code, registration_completed_at)
       values ('funrize', $1, $1, $2, 'email', now(), 'imported1', now())`,
      [email, await hashPassword("imported pass 1")],
    );
    expect((await signIn(t, email, "imported pass 1")).response.statusCode).toBe(200);
    expect(await playerIdOf(t, email)).toBeTruthy();
  });
});

describe("logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  it("ends the session and clears the cookie", async () => {
    const { cookie } = await signUp(t);
    const response = await post(t, "/rest/logout/", {}, { cookie: cookie ?? "" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === "sid");
    expect(cleared?.value).toBe("");
    expect(await isSignedIn(t, cookie)).toBe(false);
  });

  it("answers success to a guest too (nothing to end)", async () => {
    const response = await post(t, "/rest/logout/");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it("is POST only: a GET link cannot sign anyone out", async () => {
    const { cookie } = await signUp(t);
    const response = await t.app.inject({ url: "/rest/logout/", headers: { cookie: cookie ?? "" } });
    expect(response.statusCode).toBe(404);
    expect(await isSignedIn(t, cookie)).toBe(true);
  });

  it("refuses a cross-site POST", async () => {
    const { cookie } = await signUp(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/logout/",
      headers: { cookie: cookie ?? "", origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(await isSignedIn(t, cookie)).toBe(true);
  });
});
