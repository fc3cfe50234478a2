import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

const PERIOD_SECONDS = 30;
const ISSUER = "Casino back office";

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What an authenticator app scans: the `otpauth://` URI, and the same as a QR code in SVG. */
export function enrolment(secret: string, email: string) {
  const otpauthUri = totpOf(secret, email).toString();
  return { otpauthUri, qrCodeSvg: renderSVG(otpauthUri) };
}

/**
 * The time step a code belongs to, or null when it is not the code of the step before, at or after `now`
 * (a 30-second clock drift either way). The caller refuses a step at or before the last one used, so a
 * code cannot be used twice.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, "check").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `now`: what an authenticator shows (tests and the demo use it). */
export const totpCode = (secret: string, now: Date) =>
  totpOf(secret, "code").generate({ timestamp: now.getTime() });

const RECOVERY_CODES = 10;
/** 32 symbols, none that reads as another (no l, o, 0, 1): each byte maps onto them evenly. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Ten single-use recovery codes as shown (`xxxxx-xxxxx`, 50 bits each), and what is stored of them. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { shown, hashes: shown.map(recoveryCodeHash) };
}

/** A typed code is compared without its dash and case. */
export const recoveryCodeHash = (code: string) =>
  createHash("sha256").update(code.toLowerCase().replace("-", "")).digest("hex");
