import { MailboxMessageSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const OPERATOR_TOKEN = "mailbox-operator-token-0123456789abcdef";
const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

const signUp = (t: TestApp, email: string, host = "localhost") =>
  t.app.inject({
    method: "POST",
    url: "/rest/auth/signup/",
    headers: { "x-casino-client": "web", host },
    payload: { email, password: "mailbox pass 1", termsAccepted: true, birthday: "1990-04-12" },
  });

/** The session cookie a sign-up answered with. */
const sessionOf = (response: Awaited<ReturnType<typeof signUp>>) => {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error("sign-up started no session");
  return `sid=${cookie.value}`;
};

describe("development mailbox in demo mode", () => {
  let t: TestApp;
  let firstCookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DEMO: "true",
        CAPTCHA: "off",
        BRAND_HOSTS: "nlc.localhost=nlc",
        OPERATOR_API_TOKEN: OPERATOR_TOKEN,
      },
    });
    firstCookie = sessionOf(await signUp(t, "first@example.com"));
    await signUp(t, "second@example.com");
  });
  afterAll(() => t.close());

  it("shows a guest nobody's mail, so a stranger cannot read a victim's sign-in code", async () => {
    await t.app.inject({
      method: "POST",
      url: "/rest/auth/otp/request/",
      headers: { "x-casino-client": "web" },
      payload: { email: "first@example.com" },
    });
    for (const url of ["/rest/dev/mailbox/", "/rest/dev/mailbox/?to=first@example.com"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
      expect(response.body).not.toContain("first@example.com");
    }
  });

  it("shows a signed-in player only the mail sent to their own address", async () => {
    const own = await t.app.inject({ url: "/rest/dev/mailbox/", headers: { cookie: firstCookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    const recipients = own.json().messages.map((m: { to: string }) => m.to);
    expect(recipients.length).toBeGreaterThan(0);
    expect(new Set(recipients)).toEqual(new Set(["first@example.com"]));

    const other = await t.app.inject({
      url: "/rest/dev/mailbox/?to=second@example.com",
      headers: { cookie: firstCookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain("confirmToken");
  });

  it("lists every address's mail to an operator, newest first, with their links", async () => {
    const response = await t.app.inject({ url: "/rest/dev/mailbox/", headers: asOperator });
    expect(response.statusCode).toBe(200);
    const messages = response.json().messages.map((m: unknown) => MailboxMessageSchema.parse(m));
    const signUps = messages.filter((m: { kind: string }) => m.kind === "email_confirm");
    expect(signUps.map((m: { to: string }) => m.to)).toEqual(["second@example.com", "first@example.com"]);
    expect(signUps[0].text).toContain("confirmToken=");
  });

  it("refuses a wrong operator token", async () => {
    const response = await t.app.inject({
      url: "/rest/dev/mailbox/",
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}x` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("filters by recipient for an operator, whatever the case of the query", async () => {
    const response = await t.app.inject({
      url: "/rest/dev/mailbox/?to=FIRST@example.com",
      headers: asOperator,
    });
    const recipients = response.json().messages.map((m: { to: string }) => m.to);
    expect(new Set(recipients)).toEqual(new Set(["first@example.com"]));
  });

  it("shows each brand only its own emails", async () => {
    await signUp(t, "nlc-player@example.com", "nlc.localhost");
    const nlc = await t.app.inject({
      url: "/rest/dev/mailbox/",
      headers: { host: "nlc.localhost", ...asOperator },
    });
    expect(nlc.json().messages.map((m: { to: string }) => m.to)).toEqual(["nlc-player@example.com"]);
    const funrize = await t.app.inject({ url: "/rest/dev/mailbox/", headers: asOperator });
    expect(funrize.json().messages.map((m: { to: string }) => m.to)).not.toContain("nlc-player@example.com");
  });

  it("refuses an overlong filter", async () => {
    const response = await t.app.inject({
      url: `/rest/dev/mailbox/?to=${"a".repeat(300)}`,
      headers: asOperator,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("development mailbox outside demo mode", () => {
  it("does not exist, on the embedded database or on PostgreSQL", async () => {
    const settings: Record<string, string>[] = [{}, { DATABASE_URL: "postgres://casino@db.internal/casino" }];
    for (const env of settings) {
      const t = await createTestApp({ env: { ...env, OPERATOR_API_TOKEN: OPERATOR_TOKEN } });
      try {
        const response = await t.app.inject({ url: "/rest/dev/mailbox/", headers: asOperator });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("ROUTE_NOT_FOUND");
      } finally {
        await t.close();
      }
    }
  });
});
