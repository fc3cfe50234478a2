import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";

const { responsiblePlayLimit, responsiblePlayBlock, responsiblePlayEvent } = schema;

export type LimitRow = typeof responsiblePlayLimit.$inferSelect;
export type BlockRow = typeof responsiblePlayBlock.$inferSelect;
export type EventRow = typeof responsiblePlayEvent.$inferSelect;
export type NewEventRow = typeof responsiblePlayEvent.$inferInsert;
type Period = LimitRow["period"];

/**
 * Serialises the responsible-play changes of one player until the transaction ends, so two tabs (or a tab
 * and an operator) never interleave a limit's read and write or a block and its `play_blocked_until`.
 */
export async function lockPlayerSettings(tx: Executor, playerId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended('responsible-play:' || $1, 0))", [playerId]);
}

export function selectLimits(executor: Executor, playerId: string): Promise<LimitRow[]> {
  return executor.orm.select().from(responsiblePlayLimit).where(eq(responsiblePlayLimit.playerId, playerId));
}

export interface LimitWrite {
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingRemoval: boolean;
  pendingRequestedAt: Date | null;
  pendingEffectiveAt: Date | null;
}

export async function upsertLimit(
  tx: Executor,
  playerId: string,
  period: Period,
  write: LimitWrite,
  now: Date,
): Promise<void> {
  const values = { ...write, updatedAt: now };
  await tx.orm
    .insert(responsiblePlayLimit)
    .values({ playerId, period, ...values })
    .onConflictDoUpdate({
      target: [responsiblePlayLimit.playerId, responsiblePlayLimit.period],
      set: values,
    });
}

export function selectBlocks(executor: Executor, playerId: string): Promise<BlockRow[]> {
  return executor.orm
    .select()
    .from(responsiblePlayBlock)
    .where(eq(responsiblePlayBlock.playerId, playerId))
    .orderBy(desc(responsiblePlayBlock.startsAt), desc(responsiblePlayBlock.createdAt));
}

/** The blocks of a player that may apply at `now` (started, not ended, not lifted). */
export function selectActiveBlocks(executor: Executor, playerId: string, now: Date): Promise<BlockRow[]> {
  return executor.orm
    .select()
    .from(responsiblePlayBlock)
    .where(
      and(
        eq(responsiblePlayBlock.playerId, playerId),
        lte(responsiblePlayBlock.startsAt, now),
        or(isNull(responsiblePlayBlock.endsAt), gt(responsiblePlayBlock.endsAt, now)),
        or(isNull(responsiblePlayBlock.liftedAt), gt(responsiblePlayBlock.liftedAt, now)),
      ),
    );
}

export async function insertBlock(
  tx: Executor,
  row: typeof responsiblePlayBlock.$inferInsert,
): Promise<BlockRow> {
  const [created] = await tx.orm.insert(responsiblePlayBlock).values(row).returning();
  if (!created) throw new Error("a responsible-play block was not stored");
  return created;
}

export async function markBlockLifted(
  tx: Executor,
  input: { blockId: string; operatorId: string; now: Date },
): Promise<void> {
  await tx.orm
    .update(responsiblePlayBlock)
    .set({ liftedAt: input.now, liftedByOperatorId: input.operatorId })
    .where(eq(responsiblePlayBlock.id, input.blockId));
}

/** Self-exclusions in force at `now`, newest first: the exclusion list. */
export function selectActiveSelfExclusions(executor: Executor, now: Date): Promise<BlockRow[]> {
  return executor.orm
    .select()
    .from(responsiblePlayBlock)
    .where(
      and(
        eq(responsiblePlayBlock.kind, "self_exclusion"),
        lte(responsiblePlayBlock.startsAt, now),
        gt(responsiblePlayBlock.endsAt, now),
      ),
    )
    .orderBy(desc(responsiblePlayBlock.startsAt), asc(responsiblePlayBlock.id));
}

export async function insertEvent(tx: Executor, row: NewEventRow): Promise<void> {
  await tx.orm.insert(responsiblePlayEvent).values(row);
}

/** The player's history, newest first; `limit` undefined reads all of it. */
export function selectEvents(executor: Executor, playerId: string, limit?: number): Promise<EventRow[]> {
  const query = executor.orm
    .select()
    .from(responsiblePlayEvent)
    .where(eq(responsiblePlayEvent.playerId, playerId))
    .orderBy(desc(responsiblePlayEvent.occurredAt), desc(responsiblePlayEvent.id));
  return limit === undefined ? query : query.limit(limit);
}
