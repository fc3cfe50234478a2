import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Signed payment webhooks (decision 045): `X-Timestamp` is the Unix time in whole seconds when the call
 * was signed, `X-Signature` the lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the shared
 * secret. The raw body is the exact bytes sent, so a receiver checks before it parses anything.
 */

/** A webhook signed further than this from the receiver's clock, either way, is refused (a replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

const bytesOf = (body: string | Uint8Array) => (typeof body === "string" ? utf8ToBytes(body) : body);

function macOf(secret: string, timestamp: string, body: string | Uint8Array): Uint8Array {
  const signed = bytesOf(body);
  const prefix = utf8ToBytes(`${timestamp}.`);
  const message = new Uint8Array(prefix.length + signed.length);
  message.set(prefix, 0);
  message.set(signed, prefix.length);
  return hmac(sha256, utf8ToBytes(secret), message);
}

/** The `X-Signature` of a webhook body signed at `timestamp` (Unix seconds). */
export function signPaymentWebhook(secret: string, timestamp: string, body: string | Uint8Array): string {
  return bytesToHex(macOf(secret, timestamp, body));
}

/**
 * Compares two MACs in time that depends on their length only (like node's `timingSafeEqual`): every byte
 * is looked at, so how long a refusal takes tells a forger nothing about how much of the guess was right.
 */
export function isSameMac(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}

const hexToMac = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export type WebhookVerdict = "VALID" | "INVALID_SIGNATURE" | "SIGNATURE_EXPIRED";

/**
 * Judges a webhook's signing headers against its raw body: the signature first, so only a holder of the
 * secret learns that its clock is off; then the time, so a captured call cannot be replayed for long.
 */
export function verifyPaymentWebhook(call: {
  secret: string;
  body: string | Uint8Array;
  timestampHeader: unknown;
  signatureHeader: unknown;
  now: Date;
  toleranceSeconds?: number;
}): WebhookVerdict {
  const { timestampHeader: timestamp, signatureHeader: signature } = call;
  if (typeof timestamp !== "string" || !TIMESTAMP.test(timestamp)) return "INVALID_SIGNATURE";
  if (typeof signature !== "string" || !SIGNATURE.test(signature)) return "INVALID_SIGNATURE";
  if (!isSameMac(macOf(call.secret, timestamp, call.body), hexToMac(signature))) return "INVALID_SIGNATURE";
  const skew = Math.floor(call.now.getTime() / 1000) - Number(timestamp);
  const tolerance = call.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  return Math.abs(skew) > tolerance ? "SIGNATURE_EXPIRED" : "VALID";
}
