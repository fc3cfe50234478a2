import { type BrandId, FULL_PROFILE_FIELDS, type GameMode, type ProfileField } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { ProfileValues } from "@casino/domain";

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
  const rows = await executor.query<
    {
      id: string;
      brand_id: BrandId;
      email: string;
      phone: string | null;
      game_mode: GameMode;
      is_affiliate: boolean;
      primary_contact: "email" | "phone";
      email_confirmed: boolean;
      account_status: "ACTIVE" | "BLOCKED" | "CLOSED";
      registration_funnel: "email" | "otp";
      registration_complete: boolean;
      referral_code: string;
    } & Record<ProfileField, string | null>
  >(
    `select id::text, brand_id, email, phone, game_mode, is_affiliate, primary_contact,
            email_confirmed_at is not null as email_confirmed, account_status, registration_funnel,
            registration_completed_at is not null as registration_complete, referral_code,
            name, surname, birthday::text, zip, city, address, address2, state
     from player where id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    brandId: row.brand_id,
    email: row.email,
    phone: row.phone,
    gameMode: row.game_mode,
    isAffiliate: row.is_affiliate,
    primaryContact: row.primary_contact,
    emailConfirmed: row.email_confirmed,
    accountStatus: row.account_status,
    registrationFunnel: row.registration_funnel,
    registrationComplete: row.registration_complete,
    referralCode: row.referral_code,
    profile: Object.fromEntries(FULL_PROFILE_FIELDS.map((field) => [field, row[field]])) as ProfileValues,
  };
}

export async function updateGameMode(executor: Executor, playerId: string, gameMode: GameMode) {
  await executor.query("update player set game_mode = $2, updated_at = now() where id = $1", [
    playerId,
    gameMode,
  ]);
}
