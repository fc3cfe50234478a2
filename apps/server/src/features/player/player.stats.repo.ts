import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";

/** The back-office dashboard's counts of accounts (issue #11): grouped in SQL, one row per group. */

/** Accounts created before `before`, per brand (one brand when given). */
export async function countPlayersByBrand(
  executor: Executor,
  q: { before: Date; brand?: BrandId | undefined },
) {
  const rows = await executor.query<{ brand_id: BrandId; players: string }>(
    `select brand_id, count(*)::text as players from player
     where created_at < $1 and ($2::text is null or brand_id = $2)
     group by brand_id order by brand_id`,
    [q.before.toISOString(), q.brand ?? null],
  );
  return rows.map((row) => ({ brand: row.brand_id, players: Number(row.players) }));
}

/** Sign-ups per UTC day and brand in [from, to). */
export async function countSignUpsByDay(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await executor.query<{ day: string; brand_id: BrandId; sign_ups: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, brand_id, count(*)::text as sign_ups
     from player
     where created_at >= $1 and created_at < $2 and ($3::text is null or brand_id = $3)
     group by 1, 2 order by 1, 2`,
    [q.from.toISOString(), q.to.toISOString(), q.brand ?? null],
  );
  return rows.map((row) => ({ day: row.day, brand: row.brand_id, signUps: Number(row.sign_ups) }));
}
