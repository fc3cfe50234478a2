import { createHmac, timingSafeEqual } from "node:crypto";
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

/** Hex HMAC-SHA256 of the raw body: what a provider puts in `X-Signature`. */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/** Compares in constant time; a missing secret or a malformed header is simply not valid. */
export function isSignatureValid(secret: string | undefined, rawBody: Buffer, header: unknown): boolean {
  if (!secret || typeof header !== "string" || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, "hex"));
}
