import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";

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

export async function insertAuthToken(executor: Executor, token: NewAuthToken) {
  await executor.query(
    `insert into auth_token (token_hash, purpose, player_id, brand_id, email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      token.tokenHash,
      token.purpose,
      token.playerId,
      token.brandId,
      token.email,
      token.createdAt.toISOString(),
      token.expiresAt.toISOString(),
    ],
  );
}

/** Drops the unused tokens of one purpose for an address, so only the newest link or code works. */
export async function deleteUnusedTokens(
  executor: Executor,
  brandId: BrandId,
  email: string,
  purpose: TokenPurpose,
) {
  await executor.query(
    "delete from auth_token where brand_id = $1 and email = $2 and purpose = $3 and used_at is null",
    [brandId, email, purpose],
  );
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
  const rows = await executor.query<{ player_id: string | null; email: string }>(
    `update auth_token set used_at = $4
     where token_hash = $1 and purpose = $2 and brand_id = $3 and used_at is null and expires_at > $4
     returning player_id::text, email`,
    [tokenHash, purpose, brandId, now.toISOString()],
  );
  const row = rows[0];
  return row ? { playerId: row.player_id, email: row.email } : null;
}

/** Marks every unused token of a player for one purpose as used (the others die with the first). */
export async function useUpTokensOfPlayer(
  executor: Executor,
  playerId: string,
  purpose: TokenPurpose,
  now: Date,
) {
  await executor.query(
    "update auth_token set used_at = $3 where player_id = $1 and purpose = $2 and used_at is null",
    [playerId, purpose, now.toISOString()],
  );
}

/** The live one-time code of an address, locked for the verification that reads it. */
export async function findLiveCodeForUpdate(
  executor: Executor,
  brandId: BrandId,
  email: string,
  maxAttempts: number,
  now: Date,
) {
  const rows = await executor.query<{ token_hash: string }>(
    `select token_hash from auth_token
     where brand_id = $1 and email = $2 and purpose = 'one_time_code' and used_at is null
       and expires_at > $3 and attempts < $4
     order by created_at desc limit 1
     for update`,
    [brandId, email, now.toISOString(), maxAttempts],
  );
  return rows[0]?.token_hash ?? null;
}

export async function countCodeAttempt(executor: Executor, tokenHash: string) {
  await executor.query("update auth_token set attempts = attempts + 1 where token_hash = $1", [tokenHash]);
}

export async function markTokenUsed(executor: Executor, tokenHash: string, now: Date) {
  await executor.query("update auth_token set used_at = $2 where token_hash = $1", [
    tokenHash,
    now.toISOString(),
  ]);
}
