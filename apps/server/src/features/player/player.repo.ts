import { type BrandId, FULL_PROFILE_FIELDS, type GameMode } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import type { ProfileValues } from "@casino/domain";
import { eq, inArray, isNotNull, sql } from "drizzle-orm";

const { player } = schema;

export interface PlayerSummaryRow {
  id: string;
  brandId: BrandId;
  email: string;
  phone: string | null;
  gameMode: GameMode;
  isAffiliate: boolean;
  primaryContact: "email" | "phone";
  emailConfirmed: boolean;
  accountStatus: "ACTIVE" | "BLOCKED" | "CLOSED";
  registrationFunnel: "email" | "otp";
  registrationComplete: boolean;
  referralCode: string;
  profile: ProfileValues;
}

export async function findPlayerSummary(
  executor: Executor,
  playerId: string,
): Promise<PlayerSummaryRow | null> {
  const rows = await executor.orm
    .select({
      id: player.id,
      brandId: player.brandId,
      email: player.email,
      gameMode: player.gameMode,
      isAffiliate: player.isAffiliate,
      primaryContact: player.primaryContact,
      emailConfirmed: isNotNull(player.emailConfirmedAt).mapWith(Boolean),
      accountStatus: player.accountStatus,
      registrationFunnel: player.registrationFunnel,
      registrationComplete: isNotNull(player.registrationCompletedAt).mapWith(Boolean),
      referralCode: player.referralCode,
      name: player.name,
      surname: player.surname,
      city: player.city,
      address: player.address,
      address2: player.address2,
      zip: player.zip,
      state: player.state,
      phone: player.phone,
      birthday: player.birthday,
    })
    .from(player)
    .where(eq(player.id, playerId));
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    // The column is text; every row is written by sign-up or the seed with a known brand id.
    brandId: row.brandId as BrandId,
    email: row.email,
    phone: row.phone,
    gameMode: row.gameMode,
    isAffiliate: row.isAffiliate,
    primaryContact: row.primaryContact,
    emailConfirmed: row.emailConfirmed,
    accountStatus: row.accountStatus,
    registrationFunnel: row.registrationFunnel,
    registrationComplete: row.registrationComplete,
    referralCode: row.referralCode,
    profile: Object.fromEntries(FULL_PROFILE_FIELDS.map((field) => [field, row[field]])) as ProfileValues,
  };
}

export async function updateGameMode(executor: Executor, playerId: string, gameMode: GameMode) {
  await executor.orm.update(player).set({ gameMode, updatedAt: sql`now()` }).where(eq(player.id, playerId));
}

/** The names players show to others (winners feeds) and their brand, by id. */
export function selectPublicNames(executor: Executor, playerIds: readonly string[]) {
  if (playerIds.length === 0) return Promise.resolve([]);
  return executor.orm
    .select({ id: player.id, brandId: player.brandId, name: player.name, surname: player.surname })
    .from(player)
    .where(inArray(player.id, [...playerIds]));
}
