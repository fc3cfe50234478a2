import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";

export interface DemoPlayerRow {
  brandId: BrandId;
  email: string;
  passwordHash: string;
  isAffiliate: boolean;
  referralCode: string;
  name: string;
  surname: string;
  birthday: string;
  zip: string;
}

/** Inserts the demo player unless the brand already has that email; returns the player's id either way. */
export async function upsertDemoPlayer(executor: Executor, row: DemoPlayerRow): Promise<string> {
  const inserted = await executor.query<{ id: string }>(
    `insert into player (brand_id, email, email_canonical, password_hash, email_confirmed_at, is_affiliate, referral_code,
                         registration_completed_at, terms_accepted_at, name, surname, birthday, zip)
     values ($1, $2, $2, $3, now(), $4, $5, now(), now(), $6, $7, $8, $9)
     on conflict (brand_id, email) do nothing
     returning id::text`,
    [
      row.brandId,
      row.email,
      row.passwordHash,
      row.isAffiliate,
      row.referralCode,
      row.name,
      row.surname,
      row.birthday,
      row.zip,
    ],
  );
  if (inserted[0]) return inserted[0].id;
  const existing = await executor.query<{ id: string }>(
    "select id::text from player where brand_id = $1 and email = $2",
    [row.brandId, row.email],
  );
  if (!existing[0]) throw new Error(`demo player ${row.email} of ${row.brandId} vanished`);
  return existing[0].id;
}

export async function demoPlayerExists(executor: Executor, brandId: BrandId, email: string) {
  const rows = await executor.query("select 1 from player where brand_id = $1 and email = $2", [
    brandId,
    email,
  ]);
  return rows.length > 0;
}
