import type { Clock } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { type FakeSmtpServer, fakeSmtpServer } from "./fake-smtp-server";

const signUp = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/rest/auth/signup/",
    headers: { "x-casino-client": "web" },
    payload: { email, password: "smtp pass 123", termsAccepted: true, birthday: "1990-04-12" },
  });

async function emailRows(t: TestApp, to: string) {
  return t.db.query<{
    provider: string;
    sent_at: Date | null;
    error: string | null;
    kind: string;
    attempts: number;
    next_attempt_at: Date | null;
  }>(
    "select provider, sent_at, error, kind, attempts, next_attempt_at from email_message where to_address = $1",
    [to],
  );
}

describe("email through SMTP", () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    t = await createTestApp({
      env: {
        CAPTCHA: "off",
        EMAIL_PROVIDER: "smtp",
        SMTP_URL: smtp.url,
        EMAIL_FROM: "FunRize <no-reply@funrize.example>",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the confirmation email to the SMTP server and records it as sent", async () => {
    const response = await signUp(t, "smtp-player@example.com");
    expect(response.statusCode).toBe(200);
    // The answer does not wait for SMTP: the email is stored, and the relay sends it.
    expect(smtp.received).toHaveLength(0);
    expect(await t.app.mailer.relay.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain("no-reply@funrize.example");
    expect(mail?.to).toEqual(["RCPT TO:<smtp-player@example.com>"]);
    expect(mail?.data).toContain("Subject: Confirm your email for FunRize");
    expect(mail?.data).toContain("text/html");
    const [row] = await emailRows(t, "smtp-player@example.com");
    expect(row).toMatchObject({
      provider: "smtp",
      error: null,
      kind: "email_confirm",
      attempts: 1,
      next_attempt_at: null,
    });
    expect(row?.sent_at).not.toBeNull();
    expect(await t.app.mailer.relay.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("email through an SMTP server that is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = await fakeSmtpServer();
    await smtp.close();
    t = await createTestApp({
      env: { CAPTCHA: "off", EMAIL_PROVIDER: "smtp", SMTP_URL: smtp.url },
    });
  });
  afterAll(() => t.close());

  it("still signs the player up, and keeps the email with its error for a later try", async () => {
    const response = await signUp(t, "down@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json().isSignedIn).toBe(true);
    await t.app.mailer.relay.runOnce();
    const [row] = await emailRows(t, "down@example.com");
    expect(row?.sent_at).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.attempts).toBe(1);
    expect(row?.next_attempt_at).not.toBeNull();
  });
});

describe("email through an SMTP server that fails for a while", () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  let now = new Date("2026-11-22T12:00:00.000Z");
  const clock: Clock = { now: () => now };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    smtp = await fakeSmtpServer("refuse");
    t = await createTestApp({ clock, env: { CAPTCHA: "off", EMAIL_PROVIDER: "smtp", SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("the confirmation email is retried after the outage and arrives once", async () => {
    const response = await signUp(t, "outage@example.com");
    expect(response.statusCode).toBe(200);
    await t.app.mailer.relay.runOnce();
    let [row] = await emailRows(t, "outage@example.com");
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.error).toMatch(/421/);
    // Not retried before its backoff ends, however often the relay polls.
    expect(await t.app.mailer.relay.runOnce()).toBe(0);

    smtp.setMode("fail-data");
    later(60 * 60 * 1000);
    expect(await t.app.mailer.relay.runOnce()).toBe(1);
    [row] = await emailRows(t, "outage@example.com");
    expect(row).toMatchObject({ sent_at: null, attempts: 2 });
    expect(row?.error).toMatch(/451/);

    smtp.setMode("accept");
    later(60 * 60 * 1000);
    expect(await t.app.mailer.relay.runOnce()).toBe(1);
    [row] = await emailRows(t, "outage@example.com");
    expect(row).toMatchObject({ error: null, attempts: 3, next_attempt_at: null });
    expect(row?.sent_at).not.toBeNull();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["RCPT TO:<outage@example.com>"]]);
    later(60 * 60 * 1000);
    expect(await t.app.mailer.relay.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("email through the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  it("stores the email as delivered: the stored row is the delivery, and the relay sends nothing", async () => {
    await signUp(t, "outbox@example.com");
    const [row] = await emailRows(t, "outbox@example.com");
    expect(row).toMatchObject({ provider: "outbox", error: null, attempts: 0, next_attempt_at: null });
    expect(row?.sent_at).not.toBeNull();
    expect(await t.app.mailer.relay.runOnce()).toBe(0);
  });

  it("stores nothing when the change that caused the email rolls back", async () => {
    // The session is the last write of a sign-up, after the confirmation email was queued: make it fail.
    await t.db.query(
      "create or replace function fail_session() returns trigger as $$ begin raise exception 'boom'; end $$ language plpgsql",
    );
    await t.db.query(
      "create trigger fail_session before insert on player_session for each row execute function fail_session()",
    );
    try {
      const response = await signUp(t, "rolled-back@example.com");
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.query("drop trigger fail_session on player_session");
    }
    expect(await emailRows(t, "rolled-back@example.com")).toEqual([]);
    expect(await t.db.query("select id from player where email = 'rolled-back@example.com'")).toEqual([]);
  });
});
