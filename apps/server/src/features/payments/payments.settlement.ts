import {
  ORDER_UPDATED,
  PURCHASE_COMPLETED,
  type PurchaseCompletedEvent,
  type PurchaseOrderStatus,
  toMajorString,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import { orderChange } from "@casino/domain";
import { writeOutboxEvent } from "../../platform/outbox";
import { balancesOf, postLedgerTransaction } from "../ledger";
import { notifyPlayer } from "../notifications";
import { purchasePlaythroughMultiplier } from "../redemptions";
import { recordPresetPurchase } from "../store";
import { orderNotFound, type PaymentsContext } from "./payments.context";
import {
  providerRefundKey,
  purchaseKey,
  purchaseLegs,
  refundHoldsOf,
  reversePurchase,
} from "./payments.ledger";
import type { ProviderPaymentState } from "./payments.provider";
import { hasEvent, insertEvent, listEvents, lockOrder, type OrderRow, updateOrder } from "./payments.repo";

/** What the provider says of an order's payment: by its webhook, or asked by a status refresh. */
export interface PaymentNews {
  providerPaymentId: string;
  state: ProviderPaymentState;
  declineCode: string | null;
  /** The webhook's event id; null for a status refresh (the answer of a call we made). */
  providerEventId: string | null;
  source: "webhook" | "refresh";
}

const STATUS_OF: Readonly<Record<ProviderPaymentState, PurchaseOrderStatus>> = {
  pending: "pending",
  succeeded: "completed",
  declined: "declined",
  failed: "failed",
  refunded: "refunded",
};

/** What a decline or failure tells the player, by the provider's code; the spec's default otherwise. */
const MESSAGES: Readonly<Record<string, string>> = {
  card_declined: "Your card was declined. Try another way to pay.",
  insufficient_funds: "Your card has insufficient funds. Try another card or another way to pay.",
  bank_declined: "Your bank declined the transfer. Try another way to pay.",
  authentication_failed: "Your bank could not confirm the payment (3-D Secure). Please try again.",
  expired: "This payment was not finished in time, and nothing was charged. Please start again.",
};

/**
 * Applies a provider's news to its order in one transaction, with the order locked: an event id seen
 * before changes nothing (a redelivered webhook), the same status again changes nothing (a refresh after
 * the webhook), and a change the order's state machine refuses is recorded, not applied. Completion
 * credits the package by one ledger transaction in the same transaction as the status change.
 */
export async function applyPaymentNews(
  ctx: PaymentsContext,
  orderId: string,
  news: PaymentNews,
): Promise<OrderRow> {
  const provider = ctx.provider.name;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.provider !== provider) throw orderNotFound();
    if (order.providerPaymentId !== null && order.providerPaymentId !== news.providerPaymentId)
      throw orderNotFound();
    if (news.providerEventId && (await hasEvent(tx, provider, news.providerEventId))) return order;
    const now = ctx.clock.now();
    const change = orderChange(order.status, STATUS_OF[news.state]);
    const payload = { source: news.source, state: news.state, declineCode: news.declineCode };
    if (change.kind !== "steps") {
      // Nothing moves; a webhook's id is still recorded, so its redelivery is known as one.
      if (news.providerEventId) {
        const outcome =
          change.kind === "same" ? "already applied" : `${change.from} → ${change.to} is not allowed`;
        await insertEvent(tx, {
          orderId,
          provider,
          providerEventId: news.providerEventId,
          fromStatus: order.status,
          toStatus: order.status,
          payload: { ...payload, ignored: outcome },
          createdAt: now,
        });
      }
      return order;
    }
    let current =
      order.providerPaymentId === null
        ? await updateOrder(tx, orderId, { providerPaymentId: news.providerPaymentId, updatedAt: now })
        : order;
    for (const [index, step] of change.steps.entries()) {
      const from = current.status;
      current = await STEPS[step](tx, current, news, now);
      await insertEvent(tx, {
        orderId,
        provider,
        providerEventId: index === change.steps.length - 1 ? news.providerEventId : null,
        fromStatus: from,
        toStatus: step,
        payload,
        createdAt: now,
      });
    }
    await writeOutboxEvent(
      tx,
      { topic: ORDER_UPDATED, aggregateId: current.playerId, payload: { orderId } },
      now,
    );
    return current;
  });
}

type Step = (tx: Executor, order: OrderRow, news: PaymentNews, now: Date) => Promise<OrderRow>;

const failure: Step = (tx, order, news, now) =>
  updateOrder(tx, order.id, {
    status: news.state === "declined" ? "declined" : "failed",
    failureCode: news.declineCode,
    failureMessage: (news.declineCode && MESSAGES[news.declineCode]) || null,
    updatedAt: now,
  });

const STEPS: Readonly<Record<PurchaseOrderStatus, Step>> = {
  created: () => Promise.reject(new Error("no order moves back to created")),
  pending: (tx, order, _news, now) => updateOrder(tx, order.id, { status: "pending", updatedAt: now }),
  completed: (tx, order, _news, now) => completeOrder(tx, order, now),
  declined: failure,
  failed: failure,
  refunded: (tx, order, _news, now) => refundedByProvider(tx, order, now),
};

/**
 * The purchase, in the caller's transaction: ONE ledger transaction from the `purchases` house account
 * (key `purchase:<order id>`, the brand's playthrough multiplier on its entries), the store's record of the
 * preset bought, the order completed, `purchase.completed` for the engagement features, and the player's
 * notification. The balance reaches their tabs by the ledger's own `balance.changed`.
 */
async function completeOrder(tx: Executor, order: OrderRow, now: Date): Promise<OrderRow> {
  const legs = purchaseLegs(order);
  if (legs.length > 0) {
    await postLedgerTransaction(tx, {
      idempotencyKey: purchaseKey(order.id),
      kind: "purchase",
      playerId: order.playerId,
      legs,
      metadata: { orderId: order.id, presetId: order.presetId, amountCents: order.amountCents.toString() },
      playthroughMultiplier: await purchasePlaythroughMultiplier(tx, order.brandId),
    });
  }
  await recordPresetPurchase(tx, {
    orderId: order.id,
    playerId: order.playerId,
    presetId: order.presetId,
    at: now,
  });
  const completed = await updateOrder(tx, order.id, {
    status: "completed",
    completedAt: now,
    failureCode: null,
    failureMessage: null,
    updatedAt: now,
  });
  const event: PurchaseCompletedEvent = {
    orderId: order.id,
    playerId: order.playerId,
    brandId: order.brandId as PurchaseCompletedEvent["brandId"],
    presetId: order.presetId,
    offerType: order.offerType,
    amountCents: order.amountCents.toString(),
    coins: order.coins.toString(),
    entries: order.entries.toString(),
    completedAt: now.toISOString(),
  };
  await writeOutboxEvent(tx, { topic: PURCHASE_COMPLETED, aggregateId: order.playerId, payload: event }, now);
  await notifyPlayer(tx, {
    playerId: order.playerId,
    category: "system",
    title: "Purchase complete",
    body: `${order.title}: ${toMajorString(order.coins, "coins")} Coins and ${toMajorString(order.entries, "entries")} free Entries were added to your balance.`,
    link: "/lobby/",
    dedupeKey: `purchase:${order.id}`,
    now,
  });
  return completed;
}

/**
 * The provider reports a refund. After an operator's refund the credit was taken back already (the hold
 * of payments.refund.service.ts). A refund made at the provider itself takes it back now when the player
 * still holds it; when they no longer do the order is marked refunded all the same (the provider's money
 * went back) and the history says what could not be taken back, for the operators to settle.
 */
async function refundedByProvider(tx: Executor, order: OrderRow, now: Date): Promise<OrderRow> {
  const { outstanding } = refundHoldsOf(await listEvents(tx, order.id));
  if (outstanding === null) {
    const balances = await balancesOf(tx, order.playerId);
    if (balances.coins >= order.coins && balances.entries >= order.entries) {
      await reversePurchase(tx, order, providerRefundKey(order.id), "purchase_refund");
    } else {
      await insertEvent(tx, {
        orderId: order.id,
        provider: order.provider,
        providerEventId: null,
        fromStatus: order.status,
        toStatus: order.status,
        payload: {
          source: "webhook",
          step: "refund_not_taken_back",
          coins: order.coins.toString(),
          entries: order.entries.toString(),
        },
        createdAt: now,
      });
    }
  }
  await notifyRefund(tx, order, now);
  return updateOrder(tx, order.id, { status: "refunded", refundedAt: now, updatedAt: now });
}

/** Tells the player their purchase was refunded (once per order). */
export async function notifyRefund(tx: Executor, order: OrderRow, now: Date) {
  await notifyPlayer(tx, {
    playerId: order.playerId,
    category: "system",
    title: "Purchase refunded",
    body: `Your purchase of ${order.title} was refunded to the way you paid.`,
    dedupeKey: `purchase-refund:${order.id}`,
    now,
  });
}
