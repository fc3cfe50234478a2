import { createHmac, timingSafeEqual } from "node:crypto";

/** What a push token grants: the connection of player `sub`, or with `ch` the subscription to that channel. */
export interface PushGrant {
  sub: string;
  ch?: string;
  /** The session the connection belongs to ({@link sessionTag}): ending it closes the connection. */
  sid?: string;
  /** Unix seconds. */
  exp: number;
}

/** Connection tokens are short-lived (ARCHITECTURE D10); the client asks for a new one before reconnecting. */
export const CONNECTION_TOKEN_SECONDS = 15 * 60;
/** A channel token only says which channel a player may join; it lives as long as the page. */
export const CHANNEL_TOKEN_SECONDS = 24 * 60 * 60;

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest();

/**
 * Names a session in a token without showing the page its id's hash (what the sessions table keys on):
 * the node that hears the session ended computes the same tag.
 */
export const sessionTag = (secret: string, sessionIdHash: string) =>
  mac(secret, `session:${sessionIdHash}`).subarray(0, 12).toString("base64url");

/** `base64url(JSON grant).base64url(HMAC-SHA256 of that)`. */
export function signPushToken(secret: string, grant: PushGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

export type PushTokenVerdict = { ok: true; grant: PushGrant } | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature in constant time, then the expiry against `nowSeconds`. */
export function verifyPushToken(secret: string, token: string, nowSeconds: number): PushTokenVerdict {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let grant: unknown;
  try {
    grant = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!isGrant(grant)) return { ok: false, reason: "invalid" };
  return grant.exp <= nowSeconds ? { ok: false, reason: "expired" } : { ok: true, grant };
}

function isGrant(value: unknown): value is PushGrant {
  if (!value || typeof value !== "object") return false;
  const { sub, ch, sid, exp } = value as Record<string, unknown>;
  const isOptionalText = (field: unknown) => field === undefined || typeof field === "string";
  return typeof sub === "string" && typeof exp === "number" && isOptionalText(ch) && isOptionalText(sid);
}
