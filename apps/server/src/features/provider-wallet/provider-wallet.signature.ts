import { createHmac, timingSafeEqual } from "node:crypto";
import {
  PROVIDER_OPERATIONS,
  type ProviderOperation,
  ProviderSignatureHeadersSchema,
  SIGNATURE_WINDOW_SECONDS,
} from "@casino/contracts";
import type { Env } from "../../platform/env";

/** The integration key of the built-in provider: its wallet calls are signed with HOUSE_PROVIDER_SECRET. */
export const HOUSE_PROVIDER = "house";

/** The shared secret of a provider, or undefined when it has none (then every call is refused). */
export function providerSecret(
  env: Pick<Env, "HOUSE_PROVIDER_SECRET" | "PROVIDER_SECRETS">,
  provider: string,
): string | undefined {
  return provider === HOUSE_PROVIDER ? env.HOUSE_PROVIDER_SECRET : env.PROVIDER_SECRETS.get(provider);
}

/** What a provider signs: the time, the operation and the exact body bytes it sends. */
export interface WalletCallToSign {
  /** Unix seconds, as sent in `X-Timestamp`. */
  timestamp: number | string;
  operation: ProviderOperation;
  body: Buffer | string;
}

const hmacOf = (secret: string, { timestamp, operation, body }: WalletCallToSign) =>
  // `<timestamp>.<operation>.<raw body>`: neither of the first two can hold a dot, so the split is unique.
  createHmac("sha256", secret).update(`${timestamp}.${operation}.`).update(body);

/** Lowercase hex HMAC-SHA256 of `<timestamp>.<operation>.<raw body>`: what a provider puts in `X-Signature`. */
export function signWalletCall(secret: string, call: WalletCallToSign): string {
  return hmacOf(secret, call).digest("hex");
}

export type SignatureVerdict = "VALID" | "INVALID_SIGNATURE" | "SIGNATURE_EXPIRED";

const timestampHeader = ProviderSignatureHeadersSchema.shape["X-Timestamp"];
const signatureHeader = ProviderSignatureHeadersSchema.shape["X-Signature"];
const isOperation = (value: string | undefined): value is ProviderOperation =>
  (PROVIDER_OPERATIONS as readonly (string | undefined)[]).includes(value);

/**
 * Judges a wallet call's signing headers. The signature is checked first, in constant time, so only a
 * holder of the secret learns that its clock is off; a missing secret, an unknown operation or a missing or
 * malformed header is simply INVALID_SIGNATURE. Both clocks count whole seconds, so "more than 300 s" means
 * 301 or more.
 */
export function verifyWalletCall(call: {
  secret: string | undefined;
  operation: string | undefined;
  body: Buffer;
  timestampHeader: unknown;
  signatureHeader: unknown;
  now: Date;
}): SignatureVerdict {
  const timestamp = timestampHeader.safeParse(call.timestampHeader);
  const signature = signatureHeader.safeParse(call.signatureHeader);
  if (!call.secret || !isOperation(call.operation) || !timestamp.success || !signature.success) {
    return "INVALID_SIGNATURE";
  }
  const expected = hmacOf(call.secret, {
    timestamp: timestamp.data,
    operation: call.operation,
    body: call.body,
  }).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature.data, "hex"))) return "INVALID_SIGNATURE";
  const skew = Math.floor(call.now.getTime() / 1000) - Number(timestamp.data);
  return Math.abs(skew) > SIGNATURE_WINDOW_SECONDS ? "SIGNATURE_EXPIRED" : "VALID";
}
