import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freshEmail,
  freshIp,
  inbox,
  isSignedIn,
  PASSWORD,
  post,
  signUp,
} from "../../test-support/auth-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/** The regression tests of the security review's account findings (issue #8: H3, M3, M5). */

const WRONG = "wrong password 1";

/** The status codes of `count` requests made one after another. */
async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA: "off" } });
});
afterAll(() => t.close());

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { CAPTCHA: "off", TRUST_PROXY: "1" } });
  });
  afterAll(() => proxied.close());

  /** A request through the proxy at 127.0.0.1: the client wrote `spoofed`, the proxy appended `client`. */
  const viaProxy = (spoofed: string, client: string) => ({
    ip: "127.0.0.1",
    headers: { "x-forwarded-for": `${spoofed}, ${client}` },
  });

  it("counts the address the proxy saw, not the one the client wrote, so guesses meet the limit", async () => {
    const { email } = await signUp(proxied);
    const statuses = await statusesOf(20, () =>
      post(proxied, "/rest/auth/signin/", { email, password: WRONG }, viaProxy(freshIp(), "203.0.113.9")),
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await post(
      proxied,
      "/rest/auth/signin/",
      { email, password: PASSWORD },
      viaProxy(freshIp(), "203.0.113.9"),
    );
    expect(right.statusCode).toBe(429);
    const failures = await proxied.db.query<{ ip: string }>(
      "select ip from sign_in_failure where email = $1",
      [email],
    );
    expect(failures).toEqual([{ ip: "203.0.113.9" }]);
  });
});

describe("per-account limits", () => {
  it("stops password guesses spread over many addresses at 20 per account", async () => {
    const { email } = await signUp(t);
    const statuses = await statusesOf(22, () => post(t, "/rest/auth/signin/", { email, password: WRONG }));
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const response = await post(t, "/rest/auth/signin/", { email: email.toUpperCase(), password: PASSWORD });
    expect(response.json().error.code).toBe("RATE_LIMITED");
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    const { email } = await signUp(t);
    const statuses = await statusesOf(6, (i) =>
      post(t, "/rest/auth/signin/", { email, password: WRONG }, { ip: `2001:db8:77:1:${i + 1}::${i + 1}` }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const [row] = await t.db.query<{ ip: string; failures: number }>(
      "select ip, failures from sign_in_failure where email = $1",
      [email],
    );
    expect(row).toEqual({ ip: "2001:db8:77:1::/64", failures: 5 });
  });

  it("caps codes mailed to one address, whatever network asks", async () => {
    const email = freshEmail("codes");
    const statuses = await statusesOf(7, () => post(t, "/rest/auth/otp/request/", { email }));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await inbox(t, email)).filter((m) => m.kind === "one_time_code")).toHaveLength(5);
  });

  it("caps the e-mails that sign-ups of one address send its owner", async () => {
    const { email } = await signUp(t);
    const statuses = await statusesOf(4, () =>
      post(t, "/rest/auth/signup/", {
        email,
        password: PASSWORD,
        termsAccepted: true,
        birthday: "1990-04-12",
      }),
    );
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await inbox(t, email)).filter((m) => m.kind === "sign_up_attempt")).toHaveLength(2);
  });

  it("caps password resets of one address", async () => {
    const { email } = await signUp(t);
    const statuses = await statusesOf(4, () => post(t, "/rest/auth/password-reset/", { email }));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("one-time codes and passwords", () => {
  it("mails no code to an account that signs in by password, and no code signs it in", async () => {
    const { email } = await signUp(t);
    const response = await post(t, "/rest/auth/otp/request/", { email });
    expect(response.json()).toEqual({ success: true, expiresInSeconds: 600 });
    const mail = await inbox(t, email);
    expect(mail.map((m) => m.kind)).not.toContain("one_time_code");
    expect(mail[0]?.kind).toBe("code_sign_in_off");
    for (const code of ["000000", "123456"]) {
      const verify = await post(t, "/rest/auth/otp/verify/", {
        email,
        code,
        termsAccepted: true,
        birthday: "1990-04-12",
      });
      expect(verify.json().error.code).toBe("TOKEN_INVALID");
    }
  });

  it("refuses a code issued before the player turned code sign-in off", async () => {
    const { email, cookie } = await signUp(t);
    const settings = (isEnabled: boolean) =>
      post(t, "/rest/account/security/code-sign-in/", { isEnabled }, { cookie: cookie ?? "" });
    await settings(true);
    await post(t, "/rest/auth/otp/request/", { email });
    const code = /\b(\d{6})\b/.exec((await inbox(t, email))[0]?.text ?? "")?.[1];
    await settings(false);
    const verify = await post(t, "/rest/auth/otp/verify/", {
      email,
      code,
      termsAccepted: true,
      birthday: "1990-04-12",
    });
    expect(verify.json().error.code).toBe("TOKEN_INVALID");
  });
});

describe("one mailbox, one account", () => {
  it("treats Gmail's dots and +tags as the same address: no second account, no second grant", async () => {
    const local = `farm${Date.now() % 100000}`;
    const first = await signUp(t, `${local}@gmail.com`);
    expect(await isSignedIn(t, first.cookie)).toBe(true);
    for (const alias of [`${local[0]}.${local.slice(1)}+1@gmail.com`, `${local}+bonus@googlemail.com`]) {
      const { response } = await signUp(t, alias);
      expect(response.json()).toEqual({ success: true, isSignedIn: false, registrationComplete: false });
    }
    const rows = await t.db.query("select id from player where email_canonical = $1", [`${local}@gmail.com`]);
    expect(rows).toHaveLength(1);
    const signIn = await post(t, "/rest/auth/signin/", { email: `${local}+x@gmail.com`, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });
});
