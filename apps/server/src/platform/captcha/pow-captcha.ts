import { timingSafeEqual } from "node:crypto";
import type { Clock } from "@casino/domain";
import { createChallenge } from "altcha-lib/v1";
import { z } from "zod";
import type { Captcha } from "./captcha";

/** How long a challenge may be solved and submitted. */
export const POW_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * The search space of a challenge: about 25 000 SHA-256 hashes on average, well under a second in a
 * browser's worker and costly for a bot that needs thousands of sign-ups.
 */
export const POW_MAX_NUMBER = 50_000;

const PayloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(POW_MAX_NUMBER),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Remembers answers already accepted, in storage every node shares. */
export type ClaimSolution = (signature: string, expiresAt: Date, now: Date) => Promise<boolean>;

function decode(answer: string) {
  try {
    return PayloadSchema.safeParse(JSON.parse(Buffer.from(answer, "base64").toString("utf8"))).data ?? null;
  } catch {
    return null;
  }
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

/**
 * Self-hosted proof of work (ALTCHA, v1 payloads): challenges are HMAC-signed and carry their expiry in
 * the salt, so any node holding the key can check them; each answer is accepted once.
 */
export function createPowCaptcha(options: { hmacKey: string; clock: Clock; claim: ClaimSolution }): Captcha {
  const { hmacKey, clock, claim } = options;
  return {
    mode: "pow",
    async createChallenge() {
      const expires = new Date(clock.now().getTime() + POW_CHALLENGE_TTL_MS);
      return createChallenge({ hmacKey, maxnumber: POW_MAX_NUMBER, expires, algorithm: "SHA-256" });
    },
    async verify(answer) {
      if (!answer) return false;
      const payload = decode(answer);
      if (!payload) return false;
      const expiresParam = new URLSearchParams(payload.salt.split("?")[1] ?? "").get("expires");
      const expiresAt = new Date(Number(expiresParam) * 1000);
      const now = clock.now();
      if (!expiresParam || Number.isNaN(expiresAt.getTime()) || expiresAt <= now) return false;
      // Recomputes challenge and signature from the salt and number, as altcha-lib's verifySolution does,
      // but compares them in constant time.
      const expected = await createChallenge({
        algorithm: payload.algorithm,
        hmacKey,
        number: payload.number,
        salt: payload.salt,
      });
      if (!sameHex(expected.challenge, payload.challenge) || !sameHex(expected.signature, payload.signature))
        return false;
      return claim(payload.signature, expiresAt, now);
    },
  };
}
