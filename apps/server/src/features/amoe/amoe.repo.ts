import type { AmoeStatus, BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, gt, type SQL, sql } from "drizzle-orm";

const { amoeRequest, amoeSetting } = schema;

export type AmoeRequestRow = typeof amoeRequest.$inferSelect;
export type AmoeSettingRow = typeof amoeSetting.$inferSelect;

export async function findSetting(executor: Executor, brandId: string): Promise<AmoeSettingRow | null> {
  const [row] = await executor.orm.select().from(amoeSetting).where(eq(amoeSetting.brandId, brandId));
  return row ?? null;
}

export function listSettingRows(executor: Executor): Promise<AmoeSettingRow[]> {
  return executor.orm.select().from(amoeSetting).orderBy(asc(amoeSetting.brandId));
}

/** The brand's setting, locked so two edits take turns and each audits the one it replaced. */
export async function lockSetting(tx: Executor, brandId: BrandId): Promise<AmoeSettingRow | null> {
  const [row] = await tx.orm.select().from(amoeSetting).where(eq(amoeSetting.brandId, brandId)).for("update");
  return row ?? null;
}

export async function upsertSetting(
  tx: Executor,
  row: Omit<AmoeSettingRow, "updatedAt"> & { updatedAt: Date },
): Promise<AmoeSettingRow> {
  const [saved] = await tx.orm
    .insert(amoeSetting)
    .values(row)
    .onConflictDoUpdate({
      target: amoeSetting.brandId,
      set: {
        entriesPerRequest: row.entriesPerRequest,
        maxCreditsPerPeriod: row.maxCreditsPerPeriod,
        periodDays: row.periodDays,
        mailingAddress: row.mailingAddress,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  if (!saved) throw new Error(`the amoe setting of ${row.brandId} was not saved`);
  return saved;
}

/**
 * Serialises a player's AMOE work until the transaction ends (issuing a code, crediting a letter): a
 * transaction-scoped advisory lock, so two requests never both find "no outstanding code" and two letters
 * never both find the cap not reached. It locks no row of another feature's table.
 */
export async function lockPlayerAmoe(tx: Executor, playerId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`amoe:${playerId}`]);
}

/** The player's code still waiting for its letter, if any. */
export async function findOutstanding(executor: Executor, playerId: string): Promise<AmoeRequestRow | null> {
  const [row] = await executor.orm
    .select()
    .from(amoeRequest)
    .where(and(eq(amoeRequest.playerId, playerId), eq(amoeRequest.status, "issued")))
    .orderBy(desc(amoeRequest.requestedAt))
    .limit(1);
  return row ?? null;
}

/** Stores a new code; null when the code is taken already (a collision: the caller draws another). */
export async function insertRequest(
  tx: Executor,
  row: { code: string; playerId: string; brandId: string; requestedAt: Date },
): Promise<AmoeRequestRow | null> {
  const [created] = await tx.orm
    .insert(amoeRequest)
    .values({ ...row, status: "issued" })
    .onConflictDoNothing({ target: amoeRequest.code })
    .returning();
  return created ?? null;
}

export function listPlayerRequests(executor: Executor, playerId: string, limit: number) {
  return executor.orm
    .select()
    .from(amoeRequest)
    .where(eq(amoeRequest.playerId, playerId))
    .orderBy(desc(amoeRequest.requestedAt), desc(amoeRequest.id))
    .limit(limit);
}

export async function findByCode(executor: Executor, code: string): Promise<AmoeRequestRow | null> {
  const [row] = await executor.orm.select().from(amoeRequest).where(eq(amoeRequest.code, code));
  return row ?? null;
}

/** The request, locked until the transaction ends: two recordings of one letter take turns. */
export async function lockByCode(tx: Executor, code: string): Promise<AmoeRequestRow | null> {
  const [row] = await tx.orm.select().from(amoeRequest).where(eq(amoeRequest.code, code)).for("update");
  return row ?? null;
}

/** When each of the player's letters credited since `since` was recorded. */
export async function creditedSince(executor: Executor, playerId: string, since: Date): Promise<Date[]> {
  const rows = await executor.orm
    .select({ receivedAt: amoeRequest.receivedAt })
    .from(amoeRequest)
    .where(
      and(
        eq(amoeRequest.playerId, playerId),
        eq(amoeRequest.status, "credited"),
        gt(amoeRequest.receivedAt, since),
      ),
    );
  return rows.flatMap((row) => (row.receivedAt ? [row.receivedAt] : []));
}

export async function decideRequest(
  tx: Executor,
  id: string,
  decision: {
    status: Exclude<AmoeStatus, "issued">;
    entries: bigint | null;
    receivedAt: Date;
    recordedByOperatorId: string;
    recordedByName: string;
    rejectReason: string | null;
  },
): Promise<AmoeRequestRow> {
  const [row] = await tx.orm
    .update(amoeRequest)
    .set(decision)
    .where(and(eq(amoeRequest.id, id), eq(amoeRequest.status, "issued")))
    .returning();
  if (!row) throw new Error(`amoe request ${id} was decided meanwhile`);
  return row;
}

/** A page of requests, newest first, and how many match in all. */
export async function listRequestRows(
  executor: Executor,
  filter: { status?: AmoeStatus | undefined; brandId?: BrandId | undefined; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(amoeRequest.status, filter.status));
  if (filter.brandId) conditions.push(eq(amoeRequest.brandId, filter.brandId));
  const where = and(...conditions);
  const [rows, counts] = await Promise.all([
    executor.orm
      .select()
      .from(amoeRequest)
      .where(where)
      .orderBy(desc(amoeRequest.requestedAt), desc(amoeRequest.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(amoeRequest)
      .where(where),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
