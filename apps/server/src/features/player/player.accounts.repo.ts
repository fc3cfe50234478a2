import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { canonicalEmail } from "@casino/domain";
import { and, eq, isNotNull, isNull } from "drizzle-orm";

const { player } = schema;

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

const authColumns = {
  id: player.id,
  email: player.email,
  passwordHash: player.passwordHash,
  accountStatus: player.accountStatus,
  emailConfirmedAt: player.emailConfirmedAt,
  registrationCompletedAt: player.registrationCompletedAt,
  isCodeSignInEnabled: player.isCodeSignInEnabled,
  invitedByPlayerId: player.invitedByPlayerId,
};

/** The player of this brand whose address is the same mailbox as `email` (compared in canonical form). */
export async function findPlayerByEmail(
  executor: Executor,
  brandId: BrandId,
  email: string,
): Promise<PlayerAuthRow | null> {
  const rows = await executor.orm
    .select(authColumns)
    .from(player)
    .where(and(eq(player.brandId, brandId), eq(player.emailCanonical, canonicalEmail(email))));
  return rows[0] ?? null;
}

export async function findPlayerById(executor: Executor, playerId: string): Promise<PlayerAuthRow | null> {
  const rows = await executor.orm.select(authColumns).from(player).where(eq(player.id, playerId));
  return rows[0] ?? null;
}

/** The player whose own invite code this is, in the same brand. */
export async function findPlayerIdByReferralCode(executor: Executor, brandId: BrandId, code: string) {
  const rows = await executor.orm
    .select({ id: player.id })
    .from(player)
    .where(and(eq(player.brandId, brandId), eq(player.referralCode, code)));
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
  /** The date of birth given at sign-up, `YYYY-MM-DD`. */
  birthday: string;
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
  const { now, ...columns } = p;
  const rows = await executor.orm
    .insert(player)
    .values({
      ...columns,
      emailCanonical: canonicalEmail(p.email),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: player.id });
  return rows[0]?.id ?? null;
}

export async function updatePasswordHash(executor: Executor, playerId: string, hash: string, now: Date) {
  await executor.orm
    .update(player)
    .set({ passwordHash: hash, updatedAt: now })
    .where(eq(player.id, playerId));
}

/** Sets email_confirmed_at once; true when this call confirmed it. */
export async function markEmailConfirmed(executor: Executor, playerId: string, now: Date) {
  const rows = await executor.orm
    .update(player)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(player.id, playerId), isNull(player.emailConfirmedAt)))
    .returning({ id: player.id });
  return rows.length === 1;
}

/** Finishes a one-time-code registration; false when there is none to finish (already complete). */
export async function completeRegistration(
  executor: Executor,
  playerId: string,
  values: { name: string; surname: string; passwordHash: string },
  now: Date,
) {
  const rows = await executor.orm
    .update(player)
    .set({ ...values, registrationCompletedAt: now, updatedAt: now })
    .where(
      and(
        eq(player.id, playerId),
        eq(player.registrationFunnel, "otp"),
        isNull(player.registrationCompletedAt),
      ),
    )
    .returning({ id: player.id });
  return rows.length === 1;
}

/** Turns one-time-code sign-in on or off for a player. */
export async function updateCodeSignInFlag(
  executor: Executor,
  playerId: string,
  isEnabled: boolean,
  now: Date,
) {
  await executor.orm
    .update(player)
    .set({ isCodeSignInEnabled: isEnabled, updatedAt: now })
    .where(eq(player.id, playerId));
}

/** How a player signs in: whether they have a password and whether codes are on. */
export async function findSignInMethods(executor: Executor, playerId: string) {
  const rows = await executor.orm
    .select({
      hasPassword: isNotNull(player.passwordHash).mapWith(Boolean),
      isCodeSignInEnabled: player.isCodeSignInEnabled,
    })
    .from(player)
    .where(eq(player.id, playerId));
  return rows[0] ?? null;
}
