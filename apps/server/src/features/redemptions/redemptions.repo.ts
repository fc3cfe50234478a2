import type { BrandId, RedemptionStatus } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";

const { redemption, redemptionEvent, redemptionSetting } = schema;

export type RedemptionRow = typeof redemption.$inferSelect;
export type RedemptionEventRow = typeof redemptionEvent.$inferSelect;
export type RedemptionSettingRow = typeof redemptionSetting.$inferSelect;

/**
 * Serialises a player's redemption work until the transaction ends (a request, a cancel): a
 * transaction-scoped advisory lock, so a double submit finds the first request by its key instead of
 * making a second one. It locks no row of another feature's table.
 */
export async function lockPlayerRedemptions(tx: Executor, playerId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`redemption:${playerId}`]);
}

export async function findByRequestKey(
  executor: Executor,
  playerId: string,
  requestKey: string,
): Promise<RedemptionRow | null> {
  const [row] = await executor.orm
    .select()
    .from(redemption)
    .where(and(eq(redemption.playerId, playerId), eq(redemption.requestKey, requestKey)));
  return row ?? null;
}

export async function insertRedemption(
  tx: Executor,
  row: Pick<
    RedemptionRow,
    "playerId" | "brandId" | "requestKey" | "amount" | "method" | "payoutDetails" | "createdAt"
  >,
): Promise<RedemptionRow> {
  const [created] = await tx.orm
    .insert(redemption)
    .values({ ...row, status: "requested", updatedAt: row.createdAt })
    .returning();
  if (!created) throw new Error("redemption was not inserted");
  return created;
}

export async function insertEvent(tx: Executor, row: Omit<RedemptionEventRow, "id">): Promise<void> {
  await tx.orm.insert(redemptionEvent).values(row);
}

export async function findRedemption(executor: Executor, id: string): Promise<RedemptionRow | null> {
  const [row] = await executor.orm.select().from(redemption).where(eq(redemption.id, id));
  return row ?? null;
}

/** The redemption, locked so two decisions about it are taken one after the other. */
export async function lockRedemption(tx: Executor, id: string): Promise<RedemptionRow | null> {
  const [row] = await tx.orm.select().from(redemption).where(eq(redemption.id, id)).for("update");
  return row ?? null;
}

export async function updateRedemption(
  tx: Executor,
  id: string,
  change: Partial<
    Pick<
      RedemptionRow,
      "status" | "payoutReference" | "rejectReason" | "decidedByOperatorId" | "decidedByName"
    >
  > & { updatedAt: Date },
): Promise<RedemptionRow> {
  const [row] = await tx.orm.update(redemption).set(change).where(eq(redemption.id, id)).returning();
  if (!row) throw new Error(`redemption ${id} vanished`);
  return row;
}

export function listPlayerRedemptions(executor: Executor, playerId: string, limit: number) {
  return executor.orm
    .select()
    .from(redemption)
    .where(eq(redemption.playerId, playerId))
    .orderBy(desc(redemption.createdAt), desc(redemption.id))
    .limit(limit);
}

/** The queue, oldest first: the request waiting longest is on top. */
export async function listRedemptionRows(
  executor: Executor,
  q: { status?: RedemptionStatus | undefined; brandId?: BrandId | undefined; limit: number; offset: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(redemption.status, q.status));
  if (q.brandId) filters.push(eq(redemption.brandId, q.brandId));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await executor.orm
    .select()
    .from(redemption)
    .where(where)
    .orderBy(asc(redemption.createdAt), asc(redemption.id))
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await executor.orm
    .select({ total: sql<number>`count(*)::int` })
    .from(redemption)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export function listEvents(executor: Executor, redemptionId: string): Promise<RedemptionEventRow[]> {
  return executor.orm
    .select()
    .from(redemptionEvent)
    .where(eq(redemptionEvent.redemptionId, redemptionId))
    .orderBy(asc(redemptionEvent.id));
}

export async function findSetting(executor: Executor, brandId: string): Promise<RedemptionSettingRow | null> {
  const [row] = await executor.orm
    .select()
    .from(redemptionSetting)
    .where(eq(redemptionSetting.brandId, brandId));
  return row ?? null;
}

export function listSettingRows(executor: Executor): Promise<RedemptionSettingRow[]> {
  return executor.orm.select().from(redemptionSetting).orderBy(asc(redemptionSetting.brandId));
}

/** The brand's setting, locked so two edits take turns and each audits the one it replaced. */
export async function lockSetting(tx: Executor, brandId: BrandId): Promise<RedemptionSettingRow | null> {
  const [row] = await tx.orm
    .select()
    .from(redemptionSetting)
    .where(eq(redemptionSetting.brandId, brandId))
    .for("update");
  return row ?? null;
}

export async function updateSetting(
  tx: Executor,
  brandId: BrandId,
  change: Pick<
    RedemptionSettingRow,
    "isActive" | "minAmount" | "purchasePlaythroughMultiplier" | "updatedAt"
  >,
): Promise<RedemptionSettingRow> {
  const [row] = await tx.orm
    .update(redemptionSetting)
    .set(change)
    .where(eq(redemptionSetting.brandId, brandId))
    .returning();
  if (!row) throw new Error(`redemption setting of ${brandId} vanished`);
  return row;
}

/**
 * The dashboard's figures per UTC day and brand in [from, to): requests made that day (count, amount) and
 * payouts made that day (count, amount, by the time of their `paid` event). Summed in SQL.
 */
export async function sumRedemptionsByDay(
  executor: Executor,
  q: { from: Date; to: Date; brand?: BrandId | undefined },
) {
  const rows = await executor.query<{
    day: string;
    brand_id: BrandId;
    requested: string;
    requested_amount: string;
    paid: string;
    paid_amount: string;
  }>(
    `with requested as (
       select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, brand_id,
              count(*) as n, sum(amount) as amount
       from redemption
       where created_at >= $1 and created_at < $2 and ($3::text is null or brand_id = $3)
       group by 1, 2),
     paid as (
       select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, r.brand_id,
              count(*) as n, sum(r.amount) as amount
       from redemption_event e join redemption r on r.id = e.redemption_id
       where e.to_status = 'paid' and e.created_at >= $1 and e.created_at < $2
         and ($3::text is null or r.brand_id = $3)
       group by 1, 2)
     select coalesce(q.day, p.day) as day, coalesce(q.brand_id, p.brand_id) as brand_id,
            coalesce(q.n, 0)::text as requested, coalesce(q.amount, 0)::text as requested_amount,
            coalesce(p.n, 0)::text as paid, coalesce(p.amount, 0)::text as paid_amount
     from requested q full join paid p on p.day = q.day and p.brand_id = q.brand_id
     order by 1, 2`,
    [q.from.toISOString(), q.to.toISOString(), q.brand ?? null],
  );
  return rows.map((row) => ({
    day: row.day,
    brand: row.brand_id,
    requested: Number(row.requested),
    requestedAmount: BigInt(row.requested_amount),
    paid: Number(row.paid),
    paidAmount: BigInt(row.paid_amount),
  }));
}
