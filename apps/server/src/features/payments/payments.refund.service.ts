import { ORDER_UPDATED } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { writeOutboxEvent } from "../../platform/outbox";
import { auditActorOf, recordAudit } from "../audit-log";
import { balancesOf } from "../ledger";
import { detailOf } from "./payments.backoffice.service";
import { orderNotFound, type PaymentsContext, providerError } from "./payments.context";
import { refundHoldKey, refundHoldsOf, releaseRefundHold, reversePurchase } from "./payments.ledger";
import { presentBackofficeOrder } from "./payments.presenter";
import { insertEvent, listEvents, lockOrder, type OrderRow, updateOrder } from "./payments.repo";
import { notifyRefund } from "./payments.settlement";

const notRefundable = (order: OrderRow) =>
  new AppError(
    "ORDER_NOT_REFUNDABLE",
    409,
    `Only a completed order can be refunded; this one is ${order.status}.`,
  );

const exceedsBalance = () =>
  new AppError(
    "REFUND_EXCEEDS_BALANCE",
    409,
    "The player no longer holds the Coins and Entries this purchase credited, so it cannot be taken back. Nothing was changed.",
  );

/**
 * An operator's refund (decision 045), in three steps because the provider is called outside any
 * transaction: (1) with the order locked, the credit is taken back from the player by a reversing ledger
 * transaction — the hold: if they no longer hold it, REFUND_EXCEEDS_BALANCE and nothing changes; (2) the
 * provider refunds; (3) the order becomes `refunded`, audited, and the player is told. When the provider
 * refuses, the hold is given back (another reversing transaction) and nothing else changes. A refund that
 * stopped between the steps (a crash) is finished by the next one, which finds its hold still out.
 */
export async function refundOrder(
  ctx: PaymentsContext,
  request: FastifyRequest,
  orderId: string,
  reason: string,
) {
  const operator = requireOperator(request);
  const held = await ctx.db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw orderNotFound();
      if (order.status !== "completed" || !order.providerPaymentId) throw notRefundable(order);
      const { attempts, outstanding } = refundHoldsOf(await listEvents(tx, orderId));
      if (outstanding !== null) return { order, attempt: outstanding };
      const attempt = attempts + 1;
      // Checked first: a posting refused by the balance's CHECK would abort the transaction on PostgreSQL.
      const balances = await balancesOf(tx, order.playerId);
      if (balances.coins < order.coins || balances.entries < order.entries) throw exceedsBalance();
      await reversePurchase(tx, order, refundHoldKey(orderId, attempt), "purchase_refund");
      await insertEvent(tx, {
        orderId,
        provider: order.provider,
        providerEventId: null,
        fromStatus: "completed",
        toStatus: "completed",
        payload: { source: "operator", step: "refund_hold", attempt, operatorId: operator.id, reason },
        createdAt: ctx.clock.now(),
      });
      return { order, attempt };
    })
    .catch((error: unknown) => {
      // The player spent in the moment between the check and the posting.
      if (error instanceof AppError && error.code === "INSUFFICIENT_FUNDS") throw exceedsBalance();
      throw error;
    });

  try {
    await ctx.provider.refund(held.order.providerPaymentId as string, held.order.amountCents);
  } catch (error) {
    await releaseHold(ctx, held.order, held.attempt, error);
    throw providerError("the payment was not refunded and the player keeps the purchase");
  }

  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) throw orderNotFound();
    const now = ctx.clock.now();
    // The provider's webhook may have been first to mark it refunded; the refund is this operator's all the same.
    const after =
      before.status === "completed"
        ? await markRefunded(tx, before, { attempt: held.attempt, operatorId: operator.id, reason }, now)
        : before;
    const detail = await detailOf(ctx, tx, after);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "purchase_order",
        targetId: orderId,
        before: presentBackofficeOrder(before, {
          methods: ctx.provider.methods,
          playerEmail: detail.order.playerEmail,
        }),
        after: { ...detail.order, reason },
      },
      now,
    );
    return detail;
  });
}

async function markRefunded(
  tx: Executor,
  order: OrderRow,
  details: { attempt: number; operatorId: string; reason: string },
  now: Date,
): Promise<OrderRow> {
  const refunded = await updateOrder(tx, order.id, { status: "refunded", refundedAt: now, updatedAt: now });
  await insertEvent(tx, {
    orderId: order.id,
    provider: order.provider,
    providerEventId: null,
    fromStatus: "completed",
    toStatus: "refunded",
    payload: { source: "operator", ...details },
    createdAt: now,
  });
  await notifyRefund(tx, order, now);
  await writeOutboxEvent(
    tx,
    { topic: ORDER_UPDATED, aggregateId: order.playerId, payload: { orderId: order.id } },
    now,
  );
  return refunded;
}

/** The provider did not refund: the hold goes back to the player, and the history says why. */
async function releaseHold(ctx: PaymentsContext, order: OrderRow, attempt: number, error: unknown) {
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    await releaseRefundHold(tx, order, attempt);
    await insertEvent(tx, {
      orderId: order.id,
      provider: order.provider,
      providerEventId: null,
      fromStatus: order.status,
      toStatus: order.status,
      payload: {
        source: "operator",
        step: "refund_release",
        attempt,
        error: error instanceof Error ? error.message : String(error),
      },
      createdAt: ctx.clock.now(),
    });
  });
}
