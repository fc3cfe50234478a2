import { MailboxMessageSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const signUp = (t: TestApp, email: string, host = "localhost") =>
  t.app.inject({
    method: "POST",
    url: "/rest/auth/signup/",
    headers: { "x-casino-client": "web", host },
    payload: { email, password: "mailbox pass 1", termsAccepted: true },
  });

describe("development mailbox, on for the embedded demo", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off", BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  it("lists the emails sent, newest first, with their links", async () => {
    await signUp(t, "first@example.com");
    await signUp(t, "second@example.com");
    const response = await t.app.inject({ url: "/rest/dev/mailbox/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const messages = response.json().messages.map((m: unknown) => MailboxMessageSchema.parse(m));
    expect(messages.map((m: { to: string }) => m.to)).toEqual(["second@example.com", "first@example.com"]);
    expect(messages[0].text).toContain("confirmToken=");
  });

  it("filters by recipient, whatever the case of the query", async () => {
    const response = await t.app.inject({ url: "/rest/dev/mailbox/?to=FIRST@example.com" });
    expect(response.json().messages.map((m: { to: string }) => m.to)).toEqual(["first@example.com"]);
  });

  it("shows each brand only its own emails", async () => {
    await signUp(t, "nlc-player@example.com", "nlc.localhost");
    const nlc = await t.app.inject({ url: "/rest/dev/mailbox/", headers: { host: "nlc.localhost" } });
    expect(nlc.json().messages.map((m: { to: string }) => m.to)).toEqual(["nlc-player@example.com"]);
    const funrize = await t.app.inject({ url: "/rest/dev/mailbox/" });
    expect(funrize.json().messages.map((m: { to: string }) => m.to)).not.toContain("nlc-player@example.com");
  });

  it("refuses an overlong filter", async () => {
    const response = await t.app.inject({ url: `/rest/dev/mailbox/?to=${"a".repeat(300)}` });
    expect(response.statusCode).toBe(400);
  });
});

describe("development mailbox on a real deployment", () => {
  it("does not exist when a DATABASE_URL is configured", async () => {
    const t = await createTestApp({ env: { DATABASE_URL: "postgres://casino@db.internal/casino" } });
    try {
      const response = await t.app.inject({ url: "/rest/dev/mailbox/" });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("ROUTE_NOT_FOUND");
    } finally {
      await t.close();
    }
  });

  it("does not exist when turned off", async () => {
    const t = await createTestApp({ env: { DEV_MAILBOX: "false" } });
    try {
      expect((await t.app.inject({ url: "/rest/dev/mailbox/" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
