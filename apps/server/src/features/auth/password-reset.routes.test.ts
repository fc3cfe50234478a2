import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freshEmail,
  inbox,
  isSignedIn,
  linkParam,
  manualClock,
  PASSWORD,
  post,
  signIn,
  signUp,
} from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const NEW_PASSWORD = "brand new pass 8";

describe("password reset", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off", BRAND_HOSTS: "funrize.localhost=funrize" }, clock });
  });
  afterAll(() => t.close());

  async function requestReset(email: string, headers: Record<string, string> = {}) {
    const response = await post(t, "/rest/auth/password-reset/", { email }, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [message] = await inbox(t, email);
    return message;
  }

  it("emails a single-use link to /reset with a token", async () => {
    const { email } = await signUp(t);
    const message = await requestReset(email);
    expect(message?.kind).toBe("password_reset");
    expect(message?.subject).toBe("Reset your FunRize password");
    expect(message?.text).toMatch(/http:\/\/funrize\.localhost:3000\/reset\?token=[\w-]{43}\n/);
    expect(message?.html).toContain("http://funrize.localhost:3000/reset?token=");
  });

  it("answers and works the same for an address without an account: a token stored, a notice with no link", async () => {
    const email = freshEmail("nobody");
    const response = await post(t, "/rest/auth/password-reset/", { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [notice, ...rest] = await inbox(t, email);
    expect(rest).toEqual([]);
    expect(notice?.kind).toBe("password_reset_no_account");
    expect(notice?.text).not.toContain("token=");
    const tokens = await t.db.query<{ player_id: string | null }>(
      "select player_id from auth_token where email = $1 and purpose = 'password_reset'",
      [email],
    );
    expect(tokens).toEqual([{ player_id: null }]);
  });

  it("stores only a hash of the token", async () => {
    const { email } = await signUp(t);
    const token = linkParam(await requestReset(email), "token");
    const rows = await t.db.query<{ token_hash: string }>(
      "select token_hash from auth_token where email = $1 and purpose = 'password_reset'",
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it("sets the new password and ends every session of the account", async () => {
    const { email, cookie: first } = await signUp(t);
    const { cookie: second } = await signIn(t, email);
    const token = linkParam(await requestReset(email), "token");
    const response = await post(t, "/rest/auth/password-reset/confirm/", { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await isSignedIn(t, first)).toBe(false);
    expect(await isSignedIn(t, second)).toBe(false);
    expect((await signIn(t, email, PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it("clears the cookie of the browser that confirmed the reset", async () => {
    const { email, cookie } = await signUp(t);
    const token = linkParam(await requestReset(email), "token");
    const response = await post(
      t,
      "/rest/auth/password-reset/confirm/",
      { token, password: NEW_PASSWORD },
      { cookie: cookie ?? "" },
    );
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
  });

  it("accepts a token once", async () => {
    const { email } = await signUp(t);
    const token = linkParam(await requestReset(email), "token");
    const first = await post(t, "/rest/auth/password-reset/confirm/", { token, password: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);
    const again = await post(t, "/rest/auth/password-reset/confirm/", { token, password: "third pass 123" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("TOKEN_INVALID");
    expect((await signIn(t, email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it("refuses a token after an hour", async () => {
    const { email } = await signUp(t);
    const token = linkParam(await requestReset(email), "token");
    clock.advance(60 * 60 * 1000);
    const response = await post(t, "/rest/auth/password-reset/confirm/", { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
    expect((await signIn(t, email, PASSWORD)).response.statusCode).toBe(200);
  });

  it("accepts a token within the hour", async () => {
    const { email } = await signUp(t);
    const token = linkParam(await requestReset(email), "token");
    clock.advance(59 * 60 * 1000);
    const response = await post(t, "/rest/auth/password-reset/confirm/", { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it("makes an earlier link useless once a newer one is sent", async () => {
    const { email } = await signUp(t);
    const older = linkParam(await requestReset(email), "token");
    const newer = linkParam(await requestReset(email), "token");
    expect(newer).not.toBe(older);
    const stale = await post(t, "/rest/auth/password-reset/confirm/", {
      token: older,
      password: NEW_PASSWORD,
    });
    expect(stale.json().error.code).toBe("TOKEN_INVALID");
    const fresh = await post(t, "/rest/auth/password-reset/confirm/", {
      token: newer,
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("refuses an unknown token and a weak new password", async () => {
    const unknown = await post(t, "/rest/auth/password-reset/confirm/", {
      token: "x".repeat(43),
      password: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("TOKEN_INVALID");
    const weak = await post(t, "/rest/auth/password-reset/confirm/", {
      token: "x".repeat(43),
      password: "aaaaaaaa",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("lifts the sign-in lockouts of the address", async () => {
    const { email } = await signUp(t);
    const ip = "10.200.0.1";
    for (let i = 0; i < 10; i++) {
      if (i === 5) clock.advance(60_000);
      await signIn(t, email, "wrong password 1", { ip });
    }
    clock.advance(60_000);
    expect((await signIn(t, email, PASSWORD, { ip })).response.json().error.code).toBe("ACCOUNT_LOCKED");
    const token = linkParam(await requestReset(email), "token");
    await post(t, "/rest/auth/password-reset/confirm/", { token, password: NEW_PASSWORD });
    expect((await signIn(t, email, NEW_PASSWORD, { ip })).response.statusCode).toBe(200);
  });

  it("never builds the link on a host the deployment does not serve (host header poisoning)", async () => {
    const { email } = await signUp(t);
    const message = await requestReset(email, { host: "evil.example" });
    expect(message?.text).toContain("http://funrize.localhost:3000/reset?token=");
    expect(message?.text).not.toContain("evil.example");
  });

  it("builds the link on the brand host the player used", async () => {
    const { email } = await signUp(t, freshEmail(), {}, { headers: { host: "funrize.localhost:3000" } });
    const message = await requestReset(email, { host: "funrize.localhost:3000" });
    expect(message?.text).toContain("http://funrize.localhost:3000/reset?token=");
  });
});

describe("links in e-mails come from configuration only", () => {
  const settings: Record<string, string>[] = [
    { PUBLIC_ORIGIN: "https://play.example", TRUST_PROXY: "1" },
    { PUBLIC_ORIGIN: "https://play.example" },
    {},
  ];
  for (const env of settings) {
    it(`ignores a forged Host and X-Forwarded-Host (${JSON.stringify(env)})`, async () => {
      const t = await createTestApp({ env: { CAPTCHA: "off", ...env } });
      try {
        const { email } = await signUp(t, freshEmail(), {}, { headers: { host: "evil.example" } });
        await post(
          t,
          "/rest/auth/password-reset/",
          { email },
          {
            headers: {
              host: "evil.example",
              "x-forwarded-proto": "http",
              "x-forwarded-host": "evil2.example",
            },
          },
        );
        const messages = await inbox(t, email);
        const expected = env.PUBLIC_ORIGIN ?? "http://localhost:3000";
        expect(messages.length).toBeGreaterThanOrEqual(2);
        for (const message of messages) {
          expect(message.text).toContain(`${expected}/`);
          expect(message.text + message.html).not.toMatch(/evil2?\.example/);
        }
      } finally {
        await t.close();
      }
    });
  }
});
