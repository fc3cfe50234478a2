import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, eq, sql } from "drizzle-orm";

const { player } = schema;

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
  const inserted = await executor.orm
    .insert(player)
    .values({
      brandId: row.brandId,
      email: row.email,
      emailCanonical: row.email,
      passwordHash: row.passwordHash,
      emailConfirmedAt: sql`now()`,
      isAffiliate: row.isAffiliate,
      referralCode: row.referralCode,
      registrationCompletedAt: sql`now()`,
      termsAcceptedAt: sql`now()`,
      name: row.name,
      surname: row.surname,
      birthday: row.birthday,
      zip: row.zip,
    })
    .onConflictDoNothing({ target: [player.brandId, player.email] })
    .returning({ id: player.id });
  if (inserted[0]) return inserted[0].id;
  const existing = await selectDemoPlayerId(executor, row.brandId, row.email);
  if (!existing) throw new Error(`demo player ${row.email} of ${row.brandId} vanished`);
  return existing;
}

export async function demoPlayerExists(executor: Executor, brandId: BrandId, email: string) {
  return (await selectDemoPlayerId(executor, brandId, email)) !== null;
}

async function selectDemoPlayerId(executor: Executor, brandId: BrandId, email: string) {
  const rows = await executor.orm
    .select({ id: player.id })
    .from(player)
    .where(and(eq(player.brandId, brandId), eq(player.email, email)));
  return rows[0]?.id ?? null;
}
