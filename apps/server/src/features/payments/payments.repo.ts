import type { BrandId, PurchaseOrderStatus } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";

const { purchaseOrder, purchaseOrderEvent } = schema;

export type OrderRow = typeof purchaseOrder.$inferSelect;
export type OrderEventRow = typeof purchaseOrderEvent.$inferSelect;
export type NewOrder = Omit<
  OrderRow,
  "providerPaymentId" | "failureCode" | "failureMessage" | "completedAt" | "refundedAt"
>;

export async function findOrder(executor: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await executor.orm.select().from(purchaseOrder).where(eq(purchaseOrder.id, id));
  return row ?? null;
}

export async function findOrderByKey(executor: Executor, playerId: string, orderKey: string) {
  const [row] = await executor.orm
    .select()
    .from(purchaseOrder)
    .where(and(eq(purchaseOrder.playerId, playerId), eq(purchaseOrder.orderKey, orderKey)));
  return row ?? null;
}

/** The order, locked until the transaction ends: a webhook, a status refresh and a refund take turns. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await tx.orm.select().from(purchaseOrder).where(eq(purchaseOrder.id, id)).for("update");
  return row ?? null;
}

/**
 * Serialises a player's order creation until the transaction ends, so two orders placed at once are judged
 * against the purchase limits one after the other (each sees the other's amount), and two submits of one
 * order key agree on one order. It locks no row of another feature's table.
 */
export async function lockPlayerPurchases(tx: Executor, playerId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`purchase:${playerId}`]);
}

/**
 * Cents the player has spent or is paying since `since`: orders completed since then, and those still being
 * paid that were opened since `payableSince` (older ones expired at the provider and can charge no more).
 */
export async function spentSince(
  executor: Executor,
  playerId: string,
  window: { since: Date; payableSince: Date },
): Promise<bigint> {
  const rows = await executor.query<{ total: string }>(
    `select coalesce(sum(amount_cents), 0)::text as total from purchase_order
     where player_id = $1 and created_at >= $2
       and (status = 'completed' or (status in ('created', 'pending') and created_at >= $3))`,
    [playerId, window.since.toISOString(), window.payableSince.toISOString()],
  );
  return BigInt(rows[0]?.total ?? "0");
}

export async function insertOrder(tx: Executor, row: NewOrder): Promise<OrderRow> {
  const [created] = await tx.orm.insert(purchaseOrder).values(row).returning();
  if (!created) throw new Error("purchase order was not stored");
  return created;
}

export async function updateOrder(
  tx: Executor,
  id: string,
  change: Partial<
    Pick<
      OrderRow,
      "status" | "providerPaymentId" | "failureCode" | "failureMessage" | "completedAt" | "refundedAt"
    >
  > & { updatedAt: Date },
): Promise<OrderRow> {
  const [row] = await tx.orm.update(purchaseOrder).set(change).where(eq(purchaseOrder.id, id)).returning();
  if (!row) throw new Error(`purchase order ${id} is missing`);
  return row;
}

/**
 * Appends a step of an order's history. With a provider event id, answers false (and stores nothing)
 * when that event was recorded before: the unique (provider, provider_event_id) is the replay guard.
 */
export async function insertEvent(
  tx: Executor,
  row: {
    orderId: string;
    provider: string;
    providerEventId: string | null;
    fromStatus: PurchaseOrderStatus | null;
    toStatus: PurchaseOrderStatus;
    payload: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await tx.orm
    .insert(purchaseOrderEvent)
    .values(row)
    .onConflictDoNothing({ target: [purchaseOrderEvent.provider, purchaseOrderEvent.providerEventId] })
    .returning({ id: purchaseOrderEvent.id });
  return inserted.length > 0;
}

export async function hasEvent(executor: Executor, provider: string, providerEventId: string) {
  const [row] = await executor.orm
    .select({ id: purchaseOrderEvent.id })
    .from(purchaseOrderEvent)
    .where(
      and(eq(purchaseOrderEvent.provider, provider), eq(purchaseOrderEvent.providerEventId, providerEventId)),
    );
  return row !== undefined;
}

export function listEvents(executor: Executor, orderId: string): Promise<OrderEventRow[]> {
  return executor.orm
    .select()
    .from(purchaseOrderEvent)
    .where(eq(purchaseOrderEvent.orderId, orderId))
    .orderBy(asc(purchaseOrderEvent.id));
}

export interface OrderFilter {
  playerIds?: readonly string[] | undefined;
  status?: PurchaseOrderStatus | undefined;
  brandId?: BrandId | undefined;
  /** An order id or a provider payment id. */
  reference?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of orders, newest first, and how many match in all. */
export async function listOrderRows(executor: Executor, filter: OrderFilter) {
  const conditions: SQL[] = [];
  if (filter.playerIds) conditions.push(inArray(purchaseOrder.playerId, [...filter.playerIds]));
  if (filter.status) conditions.push(eq(purchaseOrder.status, filter.status));
  if (filter.brandId) conditions.push(eq(purchaseOrder.brandId, filter.brandId));
  if (filter.from) conditions.push(gte(purchaseOrder.createdAt, filter.from));
  if (filter.to) conditions.push(lt(purchaseOrder.createdAt, filter.to));
  if (filter.reference) {
    const byPayment = eq(purchaseOrder.providerPaymentId, filter.reference);
    conditions.push(
      UUID.test(filter.reference)
        ? (or(eq(purchaseOrder.id, filter.reference), byPayment) as SQL)
        : byPayment,
    );
  }
  const where = and(...conditions);
  const [rows, counts] = await Promise.all([
    executor.orm
      .select()
      .from(purchaseOrder)
      .where(where)
      .orderBy(desc(purchaseOrder.createdAt), desc(purchaseOrder.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(purchaseOrder)
      .where(where),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

export interface PurchaseDayRow {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  brandId: string;
  purchases: number;
  amountCents: bigint;
  refunds: number;
  refundedCents: bigint;
}

/**
 * Completed purchases per UTC day and brand (by completion; a later refund does not unmake the day's
 * sale), and refunds per day of the refund, from `from` (inclusive) to `to` (exclusive).
 */
export async function purchaseTotalsByDay(
  executor: Executor,
  range: { from: Date; to: Date; brand?: BrandId | undefined },
): Promise<PurchaseDayRow[]> {
  const rows = await executor.query<{
    day: string;
    brand_id: string;
    purchases: number;
    amount_cents: string;
    refunds: number;
    refunded_cents: string;
  }>(
    `with moves as (
       select completed_at as at, brand_id, amount_cents, 1 as purchase, 0 as refund from purchase_order
       where completed_at >= $1 and completed_at < $2 and ($3::text is null or brand_id = $3)
       union all
       select refunded_at, brand_id, amount_cents, 0, 1 from purchase_order
       where refunded_at >= $1 and refunded_at < $2 and ($3::text is null or brand_id = $3)
     )
     select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day, brand_id,
            sum(purchase)::int as purchases, sum(amount_cents * purchase)::text as amount_cents,
            sum(refund)::int as refunds, sum(amount_cents * refund)::text as refunded_cents
     from moves group by 1, 2 order by 1, 2`,
    [range.from.toISOString(), range.to.toISOString(), range.brand ?? null],
  );
  return rows.map((row) => ({
    day: row.day,
    brandId: row.brand_id,
    purchases: row.purchases,
    amountCents: BigInt(row.amount_cents),
    refunds: row.refunds,
    refundedCents: BigInt(row.refunded_cents),
  }));
}
