import type { Database } from "@casino/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestGame } from "../../test-support/games";
import { createTestDatabase } from "../../test-support/test-database";
import { ensureWebBuild } from "../../test-support/web-build";
import { systemClock } from "../clock";
import { parseEnv } from "../env";
import { createOutboxRelay } from "../outbox";

const PASSWORD = "correct horse 7";
const NEW_PASSWORD = "battery staple 9";
const CLIENT = { "x-casino-client": "web" };
const BEARER = "bearer-secret-that-must-not-be-logged-0123456789";
const SIGNATURE = "5f0c1d2e3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f";

let nextIp = 1;
const freshIp = () => `10.77.${nextIp >> 8}.${nextIp++ & 255}`;

/** The `sid` a response set, as the browser would keep it. */
function sessionOf(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((cookie) => cookie.name === "sid" && cookie.value)?.value;
  if (!sid) throw new Error(`no session in the answer to ${response.raw.req.url}`);
  return sid;
}

/** A full journey through the API and the rendered pages, recording every secret it was handed. */
describe("secrets never reach the log", () => {
  let app: FastifyInstance;
  let db: Database;
  const log: string[] = [];
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    await ensureWebBuild();
    db = await createTestDatabase();
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info", CAPTCHA: "off", METRICS_TOKEN: BEARER });
    app = await buildApp({
      env,
      db,
      clock: systemClock,
      outbox: createOutboxRelay({ db, clock: systemClock }),
      build: { id: "test-build", timestamp: 1_790_000_000_000 },
      withWebApp: true,
      logStream: { write: (line: string) => void log.push(line) },
    });
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const send = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { ...CLIENT, ...(cookie ? { cookie: `sid=${cookie}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Path and query of the first link in the latest email to `to` that carries `param`. */
  async function emailedLink(to: string, param: string): Promise<{ path: string; secret: string }> {
    const rows = await db.query<{ text: string }>(
      "select text from email_message where to_address = $1 order by id desc",
      [to],
    );
    for (const { text } of rows) {
      const match = text.match(new RegExp(`https?://[^/\\s]+(/\\S*[?&]${param}=([^&\\s]+)\\S*)`));
      if (match?.[1] && match[2]) return { path: match[1], secret: decodeURIComponent(match[2]) };
    }
    throw new Error(`no link with ${param} for ${to}`);
  }

  async function expectPage(url: string, cookie?: string) {
    const response = await send("GET", url, cookie);
    expect(response.statusCode, url).toBeLessThan(500);
    expect(response.headers["content-type"], url).toMatch(/^text\/html/);
  }

  it("a player signs up, confirms, resets, uses a code and plays; the log holds none of it", async () => {
    const email = `journey-${Date.now()}@example.com`;
    const signUp = await send("POST", "/rest/auth/signup/", undefined, {
      email,
      password: PASSWORD,
      termsAccepted: true,
      birthday: "1990-04-12",
    });
    expect(signUp.statusCode).toBe(200);
    const firstSession = sessionOf(signUp);
    secrets.set("session at sign-up", firstSession);
    await expectPage("/", firstSession);

    // The confirmation link, opened as the browser would: the page, then the call it makes.
    const confirm = await emailedLink(email, "confirmToken");
    secrets.set("email confirmation token", confirm.secret);
    await expectPage(confirm.path, firstSession);
    const confirmed = await send("POST", "/rest/auth/email-confirm/", firstSession, {
      token: confirm.secret,
    });
    expect(confirmed.statusCode).toBe(200);

    // The reset link: a signed-out visitor opens it and sets a new password.
    expect((await send("POST", "/rest/auth/password-reset/", undefined, { email })).statusCode).toBe(200);
    const reset = await emailedLink(email, "token");
    secrets.set("password reset token", reset.secret);
    await expectPage(reset.path);
    const newPassword = { token: reset.secret, password: NEW_PASSWORD };
    expect(
      (await send("POST", "/rest/auth/password-reset/confirm/", undefined, newPassword)).statusCode,
    ).toBe(200);
    const signIn = await send("POST", "/rest/auth/signin/", undefined, { email, password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const session = sessionOf(signIn);
    secrets.set("session at sign-in", session);

    // A one-time code, asked for and used by another visitor.
    const otpEmail = `journey-otp-${Date.now()}@example.com`;
    expect((await send("POST", "/rest/auth/otp/request/", undefined, { email: otpEmail })).statusCode).toBe(
      200,
    );
    const [codeMail] = await db.query<{ subject: string }>(
      "select subject from email_message where to_address = $1 order by id desc",
      [otpEmail],
    );
    const code = codeMail?.subject.match(/\b(\d{6})\b/)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    secrets.set("one-time code", code);
    const verified = await send("POST", "/rest/auth/otp/verify/", undefined, {
      email: otpEmail,
      code,
      termsAccepted: true,
      birthday: "1990-04-12",
    });
    expect(verified.statusCode).toBe(200);
    secrets.set("session from the one-time code", sessionOf(verified));

    // A game launched, and its page opened in the iframe with the session token in the URL.
    const game = await createTestGame(db);
    const launch = await send("POST", `/rest/game/${game.id}/play/`, session);
    expect(launch.statusCode).toBe(200);
    const { url, sessionToken } = launch.json() as { url: string; sessionToken: string };
    expect(url).toContain(encodeURIComponent(sessionToken).slice(0, 16));
    secrets.set("game session token", sessionToken);
    const gamePage = new URL(url, "http://localhost");
    await expectPage(`${gamePage.pathname}${gamePage.search}`, session);
    expect((await send("GET", `/games/api/session?token=${sessionToken}`)).statusCode).toBe(200);

    // Credentials in headers: a bearer token and a provider signature.
    secrets.set("bearer token", BEARER);
    secrets.set("signature", SIGNATURE);
    await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${BEARER}` } });
    await app.inject({
      url: "/rest/app/init/",
      headers: { authorization: `Bearer ${BEARER}`, cookie: `sid=${session}` },
    });
    await app.inject({
      method: "POST",
      url: "/api/provider/house/balance/",
      headers: { "x-signature": SIGNATURE, "x-timestamp": "1", "content-type": "application/json" },
      payload: "{}",
    });

    const text = log.join("");
    // The journey was logged, the SSR's own API calls included, with secrets masked in their URLs.
    expect(text).toContain('"url":"/rest/auth/signup/"');
    expect(text).toContain('"url":"/reset?token=[redacted]"');
    expect(text).toContain("confirmToken=[redacted]");
    expect(text).toContain('"url":"/games/api/session?token=[redacted]"');
    // Once from the game page being rendered, once from the game itself.
    expect(log.filter((line) => line.includes("/games/api/session?token=")).length).toBe(2);
    for (const [name, secret] of secrets) {
      // A 6-digit code could hide inside a longer number (a timestamp): look for it standing alone.
      const forms = [secret, encodeURIComponent(secret)].map((form) =>
        /^\d+$/.test(form) ? new RegExp(`(?<!\\d)${form}(?!\\d)`) : form,
      );
      for (const form of forms) {
        const isFound = typeof form === "string" ? text.includes(form) : form.test(text);
        expect(isFound, `${name} appears in the log`).toBe(false);
      }
    }
  }, 60_000);
});
