import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";

const { authToken } = schema;

export type TokenPurpose = "password_reset" | "email_confirm" | "one_time_code";

/** A token as it is stored: only the hash of what was mailed. */
export interface NewAuthToken {
  tokenHash: string;
  purpose: TokenPurpose;
  playerId: string | null;
  brandId: BrandId;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The unused tokens of one purpose that also meet `conditions`. */
const unused = (purpose: TokenPurpose, ...conditions: SQL[]) =>
  and(eq(authToken.purpose, purpose), isNull(authToken.usedAt), ...conditions);
const ofAddress = (brandId: BrandId, email: string) => [
  eq(authToken.brandId, brandId),
  eq(authToken.email, email),
];

export async function insertAuthToken(executor: Executor, token: NewAuthToken) {
  await executor.orm.insert(authToken).values({
    tokenHash: token.tokenHash,
    purpose: token.purpose,
    playerId: token.playerId,
    brandId: token.brandId,
    email: token.email,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
  });
}

/** Drops the unused tokens of one purpose for an address, so only the newest link or code works. */
export async function deleteUnusedTokens(
  executor: Executor,
  brandId: BrandId,
  email: string,
  purpose: TokenPurpose,
) {
  await executor.orm.delete(authToken).where(unused(purpose, ...ofAddress(brandId, email)));
}

/**
 * Uses up a live link token in one statement, so two concurrent uses cannot both succeed; null when the
 * token is unknown, of another purpose or brand, used, or expired.
 */
export async function consumeToken(
  executor: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
  brandId: BrandId,
  now: Date,
) {
  const rows = await executor.orm
    .update(authToken)
    .set({ usedAt: now })
    .where(
      unused(
        purpose,
        eq(authToken.tokenHash, tokenHash),
        eq(authToken.brandId, brandId),
        gt(authToken.expiresAt, now),
      ),
    )
    .returning({ playerId: authToken.playerId, email: authToken.email });
  return rows[0] ?? null;
}

/** Marks every unused token of a player for one purpose as used (the others die with the first). */
export async function useUpTokensOfPlayer(
  executor: Executor,
  playerId: string,
  purpose: TokenPurpose,
  now: Date,
) {
  await executor.orm
    .update(authToken)
    .set({ usedAt: now })
    .where(unused(purpose, eq(authToken.playerId, playerId)));
}

/** The live one-time code of an address, locked for the verification that reads it. */
export async function findLiveCodeForUpdate(
  executor: Executor,
  brandId: BrandId,
  email: string,
  maxAttempts: number,
  now: Date,
) {
  const rows = await executor.orm
    .select({ tokenHash: authToken.tokenHash })
    .from(authToken)
    .where(
      unused(
        "one_time_code",
        ...ofAddress(brandId, email),
        gt(authToken.expiresAt, now),
        lt(authToken.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(authToken.createdAt))
    .limit(1)
    .for("update");
  return rows[0]?.tokenHash ?? null;
}

export async function countCodeAttempt(executor: Executor, tokenHash: string) {
  await executor.orm
    .update(authToken)
    .set({ attempts: sql`${authToken.attempts} + 1` })
    .where(eq(authToken.tokenHash, tokenHash));
}

export async function markTokenUsed(executor: Executor, tokenHash: string, now: Date) {
  await executor.orm.update(authToken).set({ usedAt: now }).where(eq(authToken.tokenHash, tokenHash));
}
