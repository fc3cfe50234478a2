import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer talks to: enough to see what it was handed. */
async function fakeSmtpServer() {
  const received: Received[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let current: Received = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { from: "", to: [], data: "" };
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const signUp = (t: TestApp, email: string) =>
  t.app.inject({
    method: "POST",
    url: "/rest/auth/signup/",
    headers: { "x-casino-client": "web" },
    payload: { email, password: "smtp pass 123", termsAccepted: true },
  });

async function emailRows(t: TestApp, to: string) {
  return t.db.query<{ provider: string; sent_at: Date | null; error: string | null; kind: string }>(
    "select provider, sent_at, error, kind from email_message where to_address = $1",
    [to],
  );
}

describe("email through SMTP", () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    t = await createTestApp({
      env: {
        CAPTCHA: "off",
        EMAIL_PROVIDER: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
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
    await t.app.mailer.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain("no-reply@funrize.example");
    expect(mail?.to).toEqual(["RCPT TO:<smtp-player@example.com>"]);
    expect(mail?.data).toContain("Subject: Confirm your email for FunRize");
    expect(mail?.data).toContain("text/html");
    const [row] = await emailRows(t, "smtp-player@example.com");
    expect(row).toMatchObject({ provider: "smtp", error: null, kind: "email_confirm" });
    expect(row?.sent_at).not.toBeNull();
  });
});

describe("email through an SMTP server that is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = await fakeSmtpServer();
    await smtp.close();
    t = await createTestApp({
      env: { CAPTCHA: "off", EMAIL_PROVIDER: "smtp", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    });
  });
  afterAll(() => t.close());

  it("still signs the player up, and keeps the email with its error for a later try", async () => {
    const response = await signUp(t, "down@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json().isSignedIn).toBe(true);
    await t.app.mailer.drain();
    const [row] = await emailRows(t, "down@example.com");
    expect(row?.sent_at).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("email through the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off" } });
  });
  afterAll(() => t.close());

  it("stores the email as delivered: the stored row is the delivery", async () => {
    await signUp(t, "outbox@example.com");
    const [row] = await emailRows(t, "outbox@example.com");
    expect(row).toMatchObject({ provider: "outbox", error: null });
    expect(row?.sent_at).not.toBeNull();
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
