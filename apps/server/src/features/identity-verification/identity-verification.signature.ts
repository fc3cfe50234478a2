import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ProviderSignatureHeadersSchema, SIGNATURE_WINDOW_SECONDS } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { Env } from "../../platform/env";
import { ensurePushSigningKey } from "../../platform/push";

/** The operation a KYC callback signs: the last segment of its path, as the wallet calls do. */
const OPERATION = "callback";

/**
 * The HMAC key of KYC callbacks: KYC_CALLBACK_SECRET when set (a real provider is given it), else a key
 * derived from the push signing key, which the database keeps for every node and every restart; the
 * derivation keeps a push token from ever passing for a callback signature.
 */
export async function callbackSecretOf(env: Pick<Env, "KYC_CALLBACK_SECRET">, db: Executor): Promise<string> {
  if (env.KYC_CALLBACK_SECRET) return env.KYC_CALLBACK_SECRET;
  const pushKey = await ensurePushSigningKey(db, randomBytes(32).toString("base64url"));
  return createHmac("sha256", pushKey).update("identity-verification callback key").digest("base64url");
}

const hmacOf = (secret: string, timestamp: string, body: Buffer | string) =>
  createHmac("sha256", secret).update(`${timestamp}.${OPERATION}.`).update(body);

/** Lowercase hex HMAC-SHA256 of `<timestamp>.callback.<raw body>`: the callback's `X-Signature`. */
export function signCallback(secret: string, timestamp: string, body: Buffer | string): string {
  return hmacOf(secret, timestamp, body).digest("hex");
}

export type CallbackVerdict = "VALID" | "INVALID_SIGNATURE" | "SIGNATURE_EXPIRED";

/**
 * Judges a callback's signing headers: the signature first, in constant time, so only a holder of the
 * key learns its clock is off; then the time, so a captured callback cannot be replayed for long.
 */
export function verifyCallback(call: {
  secret: string;
  body: Buffer;
  timestampHeader: unknown;
  signatureHeader: unknown;
  now: Date;
}): CallbackVerdict {
  const timestamp = ProviderSignatureHeadersSchema.shape["X-Timestamp"].safeParse(call.timestampHeader);
  const signature = ProviderSignatureHeadersSchema.shape["X-Signature"].safeParse(call.signatureHeader);
  if (!timestamp.success || !signature.success) return "INVALID_SIGNATURE";
  const expected = hmacOf(call.secret, timestamp.data, call.body).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature.data, "hex"))) return "INVALID_SIGNATURE";
  const skew = Math.floor(call.now.getTime() / 1000) - Number(timestamp.data);
  return Math.abs(skew) > SIGNATURE_WINDOW_SECONDS ? "SIGNATURE_EXPIRED" : "VALID";
}
