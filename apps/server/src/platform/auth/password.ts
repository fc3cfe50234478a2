import argon2 from "argon2";

/** ARCHITECTURE D10 / OWASP: argon2id with 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** A hash of a password nobody knows, verified against when the account does not exist. */
let decoyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown account, or one without a password) it
 * still spends the time of a real check, so timing does not tell which accounts exist.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword("decoy password that never matches 1");
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/** Whether a stored hash was made with weaker settings than today's and should be rehashed at sign-in. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
}
