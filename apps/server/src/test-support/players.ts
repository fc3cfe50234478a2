import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import type { Database } from "@casino/db";
import { openPlayerAccounts } from "../features/ledger";
import { SESSION_COOKIE } from "../platform/auth/session";

export interface TestPlayerOptions {
  brandId?: BrandId;
  /** Defaults to a unique address, so several players can live in one test database. */
  email?: string;
  emailConfirmed?: boolean;
  isAffiliate?: boolean;
  referralCode?: string;
  invitedByPlayerId?: string | null;
  affiliateRefcode?: string | null;
  accountStatus?: "ACTIVE" | "BLOCKED" | "CLOSED";
  name?: string | null;
  surname?: string | null;
  birthday?: string | null;
  zip?: string | null;
  city?: string | null;
  address?: string | null;
  address2?: string | null;
  state?: string | null;
  phone?: string | null;
  /** The registration finished (spec §5); default false, as a fresh sign-up leaves it. */
  registrationComplete?: boolean;
  /** Start a session and return its cookie (default true). */
  withSession?: boolean;
}

export interface TestPlayer {
  playerId: string;
  email: string;
  referralCode: string;
  /** `sid=<id>` for the `cookie` header; empty when `withSession` was false. */
  cookie: string;
}

/** A session for an existing player, as sign-in would make it: only the id's SHA-256 is stored. */
export async function createTestSession(db: Database, playerId: string): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const idHash = createHash("sha256").update(id).digest("hex");
  await db.query(
    `insert into player_session (id_hash, player_id, expires_at, created_at, last_seen_at)
     values ($1, $2, '2999-01-01T00:00:00Z', $3, $3)`,
    [idHash, playerId, new Date().toISOString()],
  );
  return `${SESSION_COOKIE}=${id}`;
}

/**
 * Inserts a player straight into the database, with ledger accounts and (by default) a session, so
 * feature tests do not depend on the sign-up flow. Profile fields default to empty.
 */
export async function createTestPlayer(db: Database, options: TestPlayerOptions = {}): Promise<TestPlayer> {
  const playerId = randomUUID();
  const email = options.email ?? `player-${playerId}@example.com`;
  const referralCode = options.referralCode ?? `T${randomBytes(6).toString("hex").toUpperCase()}`;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into player (id, brand_id, email, email_canonical, email_confirmed_at, is_affiliate, account_status,
         terms_accepted_at, referral_code, invited_by_player_id, affiliate_refcode,
         name, surname, birthday, zip, city, address, address2, state, phone, registration_completed_at)
       values ($1, $2, $3, $3, $4, $5, $6, now(), $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        playerId,
        options.brandId ?? "funrize",
        email,
        options.emailConfirmed ? new Date().toISOString() : null,
        options.isAffiliate ?? false,
        options.accountStatus ?? "ACTIVE",
        referralCode,
        options.invitedByPlayerId ?? null,
        options.affiliateRefcode ?? null,
        options.name ?? null,
        options.surname ?? null,
        options.birthday ?? null,
        options.zip ?? null,
        options.city ?? null,
        options.address ?? null,
        options.address2 ?? null,
        options.state ?? null,
        options.phone ?? null,
        options.registrationComplete ? new Date().toISOString() : null,
      ],
    );
    await openPlayerAccounts(tx, playerId);
  });
  const cookie = options.withSession === false ? "" : await createTestSession(db, playerId);
  return { playerId, email, referralCode, cookie };
}
