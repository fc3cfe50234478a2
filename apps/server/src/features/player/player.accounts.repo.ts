// Raw SQL kept as it was written for auth; ordinary queries, to move to Drizzle (decision 017).
import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { canonicalEmail } from "@casino/domain";

/** A player as sign-in, sign-up and the mailed links see them. */
export interface PlayerAuthRow {
  id: string;
  email: string;
  passwordHash: string | null;
  accountStatus: "ACTIVE" | "BLOCKED" | "CLOSED";
  emailConfirmedAt: Date | null;
  registrationCompletedAt: Date | null;
  isCodeSignInEnabled: boolean;
  invitedByPlayerId: string | null;
}

const PLAYER_COLUMNS = `id::text, email, password_hash, account_status, email_confirmed_at, registration_completed_at,
  is_code_sign_in_enabled, invited_by_player_id::text`;

type PlayerDbRow = {
  id: string;
  email: string;
  password_hash: string | null;
  account_status: PlayerAuthRow["accountStatus"];
  email_confirmed_at: Date | string | null;
  registration_completed_at: Date | string | null;
  is_code_sign_in_enabled: boolean;
  invited_by_player_id: string | null;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toPlayer(row: PlayerDbRow | undefined): PlayerAuthRow | null {
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    accountStatus: row.account_status,
    emailConfirmedAt: toDate(row.email_confirmed_at),
    registrationCompletedAt: toDate(row.registration_completed_at),
    isCodeSignInEnabled: row.is_code_sign_in_enabled,
    invitedByPlayerId: row.invited_by_player_id,
  };
}

/** The player of this brand whose address is the same mailbox as `email` (compared in canonical form). */
export async function findPlayerByEmail(executor: Executor, brandId: BrandId, email: string) {
  const rows = await executor.query<PlayerDbRow>(
    `select ${PLAYER_COLUMNS} from player where brand_id = $1 and email_canonical = $2`,
    [brandId, canonicalEmail(email)],
  );
  return toPlayer(rows[0]);
}

export async function findPlayerById(executor: Executor, playerId: string) {
  const rows = await executor.query<PlayerDbRow>(`select ${PLAYER_COLUMNS} from player where id = $1`, [
    playerId,
  ]);
  return toPlayer(rows[0]);
}

/** The player whose own invite code this is, in the same brand. */
export async function findPlayerIdByReferralCode(executor: Executor, brandId: BrandId, code: string) {
  const rows = await executor.query<{ id: string }>(
    "select id::text from player where brand_id = $1 and referral_code = $2",
    [brandId, code],
  );
  return rows[0]?.id ?? null;
}

export interface NewPlayer {
  brandId: BrandId;
  email: string;
  passwordHash: string | null;
  phone: string | null;
  registrationFunnel: "email" | "otp";
  isCodeSignInEnabled: boolean;
  registrationCompletedAt: Date | null;
  emailConfirmedAt: Date | null;
  termsAcceptedAt: Date;
  referralCode: string;
  invitedByPlayerId: string | null;
  affiliateRefcode: string | null;
  registrationSource: string | null;
  trafficSource: string | null;
  now: Date;
}

/**
 * Inserts a player; null when the email (in this brand) or the referral code is taken, which the caller
 * tells apart. DO NOTHING keeps the transaction usable after a conflict, unlike a failed insert.
 */
export async function insertPlayer(executor: Executor, p: NewPlayer): Promise<string | null> {
  const rows = await executor.query<{ id: string }>(
    `insert into player (brand_id, email, password_hash, phone, registration_funnel, registration_completed_at,
       email_confirmed_at, terms_accepted_at, referral_code, invited_by_player_id, affiliate_refcode,
       registration_source, traffic_source, created_at, updated_at, email_canonical, is_code_sign_in_enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)
     on conflict do nothing
     returning id::text`,
    [
      p.brandId,
      p.email,
      p.passwordHash,
      p.phone,
      p.registrationFunnel,
      p.registrationCompletedAt?.toISOString() ?? null,
      p.emailConfirmedAt?.toISOString() ?? null,
      p.termsAcceptedAt.toISOString(),
      p.referralCode,
      p.invitedByPlayerId,
      p.affiliateRefcode,
      p.registrationSource,
      p.trafficSource,
      p.now.toISOString(),
      canonicalEmail(p.email),
      p.isCodeSignInEnabled,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function updatePasswordHash(executor: Executor, playerId: string, hash: string, now: Date) {
  await executor.query("update player set password_hash = $2, updated_at = $3 where id = $1", [
    playerId,
    hash,
    now.toISOString(),
  ]);
}

/** Sets email_confirmed_at once; true when this call confirmed it. */
export async function markEmailConfirmed(executor: Executor, playerId: string, now: Date) {
  const rows = await executor.query<{ id: string }>(
    `update player set email_confirmed_at = $2, updated_at = $2
     where id = $1 and email_confirmed_at is null returning id::text`,
    [playerId, now.toISOString()],
  );
  return rows.length === 1;
}

/** Finishes a one-time-code registration; false when there is none to finish (already complete). */
export async function completeRegistration(
  executor: Executor,
  playerId: string,
  values: { name: string; surname: string; passwordHash: string },
  now: Date,
) {
  const rows = await executor.query<{ id: string }>(
    `update player set name = $2, surname = $3, password_hash = $4, registration_completed_at = $5, updated_at = $5
     where id = $1 and registration_funnel = 'otp' and registration_completed_at is null
     returning id::text`,
    [playerId, values.name, values.surname, values.passwordHash, now.toISOString()],
  );
  return rows.length === 1;
}

/** Turns one-time-code sign-in on or off for a player. */
export async function updateCodeSignInFlag(
  executor: Executor,
  playerId: string,
  isEnabled: boolean,
  now: Date,
) {
  await executor.query("update player set is_code_sign_in_enabled = $2, updated_at = $3 where id = $1", [
    playerId,
    isEnabled,
    now.toISOString(),
  ]);
}

/** How a player signs in: whether they have a password and whether codes are on. */
export async function findSignInMethods(executor: Executor, playerId: string) {
  const rows = await executor.query<{ has_password: boolean; is_code_sign_in_enabled: boolean }>(
    "select password_hash is not null as has_password, is_code_sign_in_enabled from player where id = $1",
    [playerId],
  );
  const row = rows[0];
  return row ? { hasPassword: row.has_password, isCodeSignInEnabled: row.is_code_sign_in_enabled } : null;
}
