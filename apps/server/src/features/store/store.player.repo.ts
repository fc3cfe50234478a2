import { type Executor, schema } from "@casino/db";
import { and, desc, eq, gt, gte, isNotNull, notExists, sql } from "drizzle-orm";

const { storePurchase, promoOfferSubscription, promoOfferFlip } = schema;

export interface PurchaseCount {
  presetId: number;
  /** Every completed purchase of the preset by the player. */
  total: number;
  /** Those since `dayStart`. */
  today: number;
}

/** The player's completed purchases per preset: all of them, and those since the start of the UTC day. */
export function purchaseCounts(
  executor: Executor,
  playerId: string,
  dayStart: Date,
): Promise<PurchaseCount[]> {
  return executor.orm
    .select({
      presetId: storePurchase.presetId,
      total: sql<number>`count(*)`.mapWith(Number),
      today:
        sql<number>`count(*) filter (where ${storePurchase.purchasedAt} >= ${dayStart.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(storePurchase)
    .where(eq(storePurchase.playerId, playerId))
    .groupBy(storePurchase.presetId);
}

export async function countPurchases(executor: Executor, playerId: string): Promise<number> {
  const [row] = await executor.orm
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(storePurchase)
    .where(eq(storePurchase.playerId, playerId));
  return row?.count ?? 0;
}

/** Records a completed purchase once per order; a replay of the same order adds nothing. */
export async function insertPurchase(
  tx: Executor,
  row: { orderId: string; playerId: string; presetId: number; purchasedAt: Date },
): Promise<boolean> {
  const inserted = await tx.orm
    .insert(storePurchase)
    .values(row)
    .onConflictDoNothing({ target: storePurchase.orderId })
    .returning({ orderId: storePurchase.orderId });
  return inserted.length > 0;
}

export async function subscribedPresetIds(executor: Executor, playerId: string): Promise<number[]> {
  const rows = await executor.orm
    .select({ presetId: promoOfferSubscription.presetId })
    .from(promoOfferSubscription)
    .where(eq(promoOfferSubscription.playerId, playerId));
  return rows.map((row) => row.presetId);
}

/** Unlocks a link offer for the player; subscribing again keeps the first date. */
export async function insertSubscription(
  executor: Executor,
  row: { playerId: string; presetId: number; subscribedAt: Date },
): Promise<void> {
  await executor.orm.insert(promoOfferSubscription).values(row).onConflictDoNothing();
}

export interface HeldFlip {
  setId: number;
  presetId: number;
  flippedAt: Date;
  expiresAt: Date;
}

/** The player's won flip offers that have not expired and have not been bought since they were won. */
export async function heldFlips(executor: Executor, playerId: string, now: Date): Promise<HeldFlip[]> {
  const rows = await executor.orm
    .select({
      setId: promoOfferFlip.setId,
      presetId: promoOfferFlip.presetId,
      flippedAt: promoOfferFlip.flippedAt,
      expiresAt: promoOfferFlip.expiresAt,
    })
    .from(promoOfferFlip)
    .where(
      and(
        eq(promoOfferFlip.playerId, playerId),
        isNotNull(promoOfferFlip.presetId),
        gt(promoOfferFlip.expiresAt, now),
        notExists(
          executor.orm
            .select({ one: sql`1` })
            .from(storePurchase)
            .where(
              and(
                eq(storePurchase.playerId, promoOfferFlip.playerId),
                eq(storePurchase.presetId, promoOfferFlip.presetId),
                gte(storePurchase.purchasedAt, promoOfferFlip.flippedAt),
              ),
            ),
        ),
      ),
    );
  return rows.flatMap((row) =>
    row.presetId !== null && row.expiresAt !== null
      ? [{ setId: row.setId, presetId: row.presetId, flippedAt: row.flippedAt, expiresAt: row.expiresAt }]
      : [],
  );
}

/**
 * Serialises one player's flips of one set until the transaction ends, so two flips at the same moment
 * cannot both find no flip within the cooldown. It locks no row of another feature's table.
 */
export async function lockPlayerFlips(tx: Executor, playerId: string, setId: number): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
    `store-flip:${playerId}:${setId}`,
  ]);
}

export async function lastFlipAt(executor: Executor, playerId: string, setId: number): Promise<Date | null> {
  const [row] = await executor.orm
    .select({ flippedAt: promoOfferFlip.flippedAt })
    .from(promoOfferFlip)
    .where(and(eq(promoOfferFlip.playerId, playerId), eq(promoOfferFlip.setId, setId)))
    .orderBy(desc(promoOfferFlip.flippedAt))
    .limit(1);
  return row?.flippedAt ?? null;
}

export async function insertFlip(
  tx: Executor,
  row: { playerId: string; setId: number; presetId: number; flippedAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.orm.insert(promoOfferFlip).values(row);
}
