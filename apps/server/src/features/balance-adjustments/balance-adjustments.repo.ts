import type { AdjustmentStatus, BrandId, Currency } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";

const { balanceAdjustment, balanceAdjustmentThreshold } = schema;

export type AdjustmentRow = typeof balanceAdjustment.$inferSelect;

/** The largest adjustment (absolute, minor units) one operator may post alone; null: every one needs two. */
export async function findThreshold(executor: Executor, brandId: BrandId, currency: Currency) {
  const [row] = await executor.orm
    .select({ max: balanceAdjustmentThreshold.maxWithoutApproval })
    .from(balanceAdjustmentThreshold)
    .where(
      and(eq(balanceAdjustmentThreshold.brandId, brandId), eq(balanceAdjustmentThreshold.currency, currency)),
    );
  return row?.max ?? null;
}

export async function insertAdjustment(tx: Executor, row: typeof balanceAdjustment.$inferInsert) {
  const [created] = await tx.orm.insert(balanceAdjustment).values(row).returning();
  if (!created) throw new Error("the adjustment was not inserted");
  return created;
}

/** The adjustment, locked until the transaction ends: two decisions of one adjustment take turns. */
export async function lockAdjustment(tx: Executor, id: string) {
  const [row] = await tx.orm
    .select()
    .from(balanceAdjustment)
    .where(eq(balanceAdjustment.id, id))
    .for("update");
  return row ?? null;
}

export async function decideAdjustment(
  tx: Executor,
  id: string,
  decision: Pick<
    AdjustmentRow,
    "status" | "decidedBy" | "decidedByName" | "decidedAt" | "ledgerTransactionId"
  >,
) {
  const [row] = await tx.orm
    .update(balanceAdjustment)
    .set(decision)
    .where(eq(balanceAdjustment.id, id))
    .returning();
  if (!row) throw new Error(`adjustment ${id} vanished`);
  return row;
}

/** A page of adjustments, newest first, and how many match in all. */
export async function listAdjustmentRows(
  executor: Executor,
  filter: {
    status?: AdjustmentStatus | undefined;
    playerId?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(balanceAdjustment.status, filter.status));
  if (filter.playerId) conditions.push(eq(balanceAdjustment.playerId, filter.playerId));
  const where = and(...conditions);
  const [rows, counts] = await Promise.all([
    executor.orm
      .select()
      .from(balanceAdjustment)
      .where(where)
      .orderBy(desc(balanceAdjustment.requestedAt), desc(balanceAdjustment.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(balanceAdjustment)
      .where(where),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
