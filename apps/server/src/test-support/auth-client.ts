/** The web client's auth calls as tests make them (sign-up, sign-in, mail, links, codes), for any feature. */
import type { BrandId, MailboxMessage } from "@casino/contracts";
import type { Clock } from "@casino/domain";
import type { LightMyRequestResponse } from "fastify";
import { readMailbox } from "../features/mailbox";
import type { TestApp } from "./test-app";

/** A clock the test moves by hand. */
export function manualClock(iso = "2026-11-22T12:00:00.000Z"): Clock & { advance(ms: number): void } {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

let nextIp = 1;
/** A fresh client address, so one test's rate limits do not spill into the next. */
export const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

let nextEmail = 1;
export const freshEmail = (prefix = "player") =>
  `${prefix}-${nextEmail++}-${Date.now() % 100000}@example.com`;

export const PASSWORD = "correct horse 7";

export interface Call {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A POST as the web client sends it (the CSRF header included). */
export function post(t: TestApp, url: string, body: unknown = {}, call: Call = {}) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body as object,
    remoteAddress: call.ip ?? freshIp(),
    headers: { "x-casino-client": "web", ...(call.cookie ? { cookie: call.cookie } : {}), ...call.headers },
  });
}

export function get(t: TestApp, url: string, call: Call = {}) {
  return t.app.inject({
    method: "GET",
    url,
    remoteAddress: call.ip ?? freshIp(),
    headers: { ...(call.cookie ? { cookie: call.cookie } : {}), ...call.headers },
  });
}

/** `sid=…` from the answer's Set-Cookie, for the next request; null when no session was set. */
export function sessionCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === "sid" && c.value);
  return cookie ? `sid=${cookie.value}` : null;
}

export async function signUp(
  t: TestApp,
  email = freshEmail(),
  extra: Record<string, unknown> = {},
  call: Call = {},
) {
  const response = await post(
    t,
    "/rest/auth/signup/",
    { email, password: PASSWORD, termsAccepted: true, birthday: "1990-04-12", ...extra },
    call,
  );
  return { response, email, cookie: sessionCookie(response) };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, call: Call = {}) {
  const response = await post(t, "/rest/auth/signin/", { email, password }, call);
  return { response, cookie: sessionCookie(response) };
}

/** Whether the cookie belongs to a signed-in player, as the app start data tells the browser. */
export async function isSignedIn(t: TestApp, cookie: string | null) {
  const response = await get(t, "/rest/app/init/", cookie ? { cookie } : {});
  return response.json().isGuest === false;
}

/** The emails an address received in a brand, newest first, read from the outbox. */
export async function inbox(t: TestApp, to: string, brandId: BrandId = "funrize"): Promise<MailboxMessage[]> {
  return readMailbox({ db: t.db }, { brandId, to });
}

/** The value of a query parameter in the first link of the email's text that carries it. */
export function linkParam(message: MailboxMessage | undefined, param: string): string {
  const match = message?.text.match(new RegExp(`https?://\\S+[?&]${param}=([^&\\s]+)`));
  if (!match?.[1]) throw new Error(`no link with ${param} in ${message?.subject}`);
  return decodeURIComponent(match[1]);
}

export const oneTimeCode = (message: MailboxMessage | undefined) => {
  const code = message?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code in the email");
  return code;
};

export async function playerIdOf(t: TestApp, email: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>("select id::text from player where email = $1", [email]);
  if (!rows[0]) throw new Error(`no player ${email}`);
  return rows[0].id;
}

/** Follows the newest confirmation link mailed to `email`, as the player's click would. */
export async function confirmAddress(
  t: TestApp,
  email: string,
  call: Call = {},
  brandId: BrandId = "funrize",
) {
  const message = (await inbox(t, email, brandId)).find((m) => m.kind === "email_confirm");
  const response = await post(
    t,
    "/rest/auth/email-confirm/",
    { token: linkParam(message, "confirmToken") },
    call,
  );
  if (response.statusCode !== 200) throw new Error(`email confirmation answered ${response.statusCode}`);
}
