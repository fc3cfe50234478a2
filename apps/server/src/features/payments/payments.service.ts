import { randomUUID } from "node:crypto";
import {
  type BrandId,
  cashIframeUrl,
  type OfferType,
  type PaymentMethodId,
  type PurchaseOrder,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { assertAllowed } from "../geo-restriction";
import { assertMayBuy } from "../responsible-play";
import { depositsCountOf, quotePresetForOrder } from "../store";
import { methodOf, orderNotFound, type PaymentsContext, providerError } from "./payments.context";
import { presentMethod, presentOrder, takes } from "./payments.presenter";
import type { OpenedPayment } from "./payments.provider";
import {
  findOrder,
  findOrderByKey,
  insertEvent,
  insertOrder,
  listOrderRows,
  lockOrder,
  lockPlayerPurchases,
  type OrderRow,
  spentSince,
  updateOrder,
} from "./payments.repo";
import { applyPaymentNews } from "./payments.settlement";

export interface OrderRequest {
  playerId: string;
  brandId: BrandId;
  presetId: number;
  offerType: OfferType;
  methodId: PaymentMethodId;
  orderKey: string;
}

export function paymentMethods(ctx: PaymentsContext) {
  return { methods: ctx.provider.methods.map((method) => presentMethod(method, ctx.provider.isTest)) };
}

/**
 * An order as its player sees it; a completed one with the player's count of completed purchases, as app
 * init counts them (the store's record of purchases).
 */
export async function presentForPlayer(
  ctx: PaymentsContext,
  executor: Executor,
  row: OrderRow,
): Promise<PurchaseOrder> {
  const depositsCount = row.status === "completed" ? await depositsCountOf(executor, row.playerId) : null;
  return presentOrder(row, { methods: ctx.provider.methods, depositsCount });
}

const unavailableMethod = () =>
  new AppError(
    "PAYMENT_METHOD_UNAVAILABLE",
    409,
    "This way to pay is not available for this amount; choose another.",
  );

/**
 * Starts a purchase (decision 045). Every check comes before any charge: the store's quote (the package is
 * on sale to this player, at this price), the method takes the amount, where the player is, and their
 * responsible-play blocks and limits, counted with every order of theirs that may still be paid. The
 * order is stored `created`, then the provider opens the payment (outside any transaction, as a network
 * call) and the order becomes `pending`. The order key makes a double submit find the first order, and the
 * provider, idempotent on the order id, the first payment.
 */
export async function createOrder(ctx: PaymentsContext, request: FastifyRequest, input: OrderRequest) {
  const method = methodOf(ctx.provider, input.methodId);
  if (!method) throw unavailableMethod();
  const known = await findOrderByKey(ctx.db, input.playerId, input.orderKey);
  if (known) return resumeOrder(ctx, known, input);
  // Geo checks read through other features on the database: before the transaction (PGlite has one connection).
  await assertAllowed(ctx, request, { playerId: input.playerId, action: "purchase" });
  const order = await ctx.db.transaction(async (tx) => {
    await lockPlayerPurchases(tx, input.playerId);
    const raced = await findOrderByKey(tx, input.playerId, input.orderKey);
    if (raced) return raced;
    const now = ctx.clock.now();
    const quote = await quotePresetForOrder(tx, {
      brandId: input.brandId,
      playerId: input.playerId,
      presetId: input.presetId,
      offerType: input.offerType,
      now,
    });
    if (!takes(method, quote.priceCents)) throw unavailableMethod();
    await assertMayBuy(tx, {
      playerId: input.playerId,
      amountCents: quote.priceCents,
      now,
      spentSince: (since) =>
        spentSince(tx, input.playerId, {
          since,
          payableSince: new Date(now.getTime() - ctx.provider.openForMs),
        }),
    });
    const created = await insertOrder(tx, {
      id: randomUUID(),
      playerId: input.playerId,
      brandId: input.brandId,
      orderKey: input.orderKey,
      presetId: quote.presetId,
      offerType: quote.offerType,
      title: quote.title,
      coins: quote.coins,
      entries: quote.entries,
      amountCents: quote.priceCents,
      currency: "USD",
      methodId: input.methodId,
      provider: ctx.provider.name,
      status: "created",
      createdAt: now,
      updatedAt: now,
    });
    await insertEvent(tx, {
      orderId: created.id,
      provider: created.provider,
      providerEventId: null,
      fromStatus: null,
      toStatus: "created",
      payload: { source: "player" },
      createdAt: now,
    });
    return created;
  });
  return resumeOrder(ctx, order, input);
}

/**
 * Answers an order and its hosted form: the same key with other details is refused; an order still being
 * paid gets its payment opened (or found again); a settled one is answered as it stands, its `checkoutUrl`
 * the return page (there is nothing left to pay).
 */
async function resumeOrder(ctx: PaymentsContext, order: OrderRow, input: OrderRequest) {
  if (
    order.presetId !== input.presetId ||
    order.offerType !== input.offerType ||
    order.methodId !== input.methodId
  ) {
    throw new AppError(
      "ORDER_KEY_REUSED",
      409,
      "This order key was used for another purchase. Start a new purchase with a new key.",
    );
  }
  const returnUrl = returnUrlOf(ctx, order);
  if (order.status !== "created" && order.status !== "pending") {
    return { order: await presentForPlayer(ctx, ctx.db, order), checkoutUrl: returnUrl };
  }
  let opened: OpenedPayment;
  try {
    opened = await ctx.provider.createPayment({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      methodId: input.methodId,
      returnUrl,
    });
  } catch (error) {
    await failUnopened(ctx, order.id, error);
    throw providerError("the payment was not opened and nothing was charged");
  }
  const pending = await markPending(ctx, order.id, opened.providerPaymentId);
  return { order: await presentForPlayer(ctx, ctx.db, pending), checkoutUrl: opened.checkoutUrl };
}

/** Where the provider's form sends the browser back: the brand's `/cashIframe` page for this order. */
function returnUrlOf(ctx: PaymentsContext, order: OrderRow): string {
  const origin = ctx.publicOrigins.get(order.brandId as BrandId);
  if (!origin) throw new Error(`brand ${order.brandId} has no public origin`);
  return new URL(cashIframeUrl(order.id), origin).href;
}

/** Records the provider's payment on the order: `created` becomes `pending`; a second call changes nothing. */
async function markPending(
  ctx: PaymentsContext,
  orderId: string,
  providerPaymentId: string,
): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw orderNotFound();
    if (order.status !== "created") return order;
    const now = ctx.clock.now();
    const pending = await updateOrder(tx, orderId, { status: "pending", providerPaymentId, updatedAt: now });
    await insertEvent(tx, {
      orderId,
      provider: order.provider,
      providerEventId: null,
      fromStatus: "created",
      toStatus: "pending",
      payload: { source: "player", providerPaymentId },
      createdAt: now,
    });
    return pending;
  });
}

/** The provider would not open the payment: the order fails, so it counts against no limit. */
async function failUnopened(ctx: PaymentsContext, orderId: string, error: unknown) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== "created") return;
    const now = ctx.clock.now();
    await updateOrder(tx, orderId, { status: "failed", failureCode: "provider_unavailable", updatedAt: now });
    await insertEvent(tx, {
      orderId,
      provider: order.provider,
      providerEventId: null,
      fromStatus: "created",
      toStatus: "failed",
      payload: { source: "player", error: error instanceof Error ? error.message : String(error) },
      createdAt: now,
    });
  });
}

async function ownOrder(ctx: PaymentsContext, playerId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.playerId !== playerId) throw orderNotFound();
  return order;
}

export async function getOrder(ctx: PaymentsContext, playerId: string, orderId: string) {
  return { order: await presentForPlayer(ctx, ctx.db, await ownOrder(ctx, playerId, orderId)) };
}

/**
 * Status refresh (spec §4): asks the provider where the payment stands and applies the answer exactly as
 * its webhook would, so an order whose webhook never arrived completes now (and once).
 */
export async function refreshOrderStatus(ctx: PaymentsContext, playerId: string, orderId: string) {
  const order = await ownOrder(ctx, playerId, orderId);
  if (!order.providerPaymentId) return { order: await presentForPlayer(ctx, ctx.db, order) };
  let payment: Awaited<ReturnType<PaymentsContext["provider"]["fetchPayment"]>>;
  try {
    payment = await ctx.provider.fetchPayment(order.providerPaymentId);
  } catch {
    throw providerError("the payment's status could not be read");
  }
  const refreshed = await applyPaymentNews(ctx, order.id, {
    providerPaymentId: payment.providerPaymentId,
    state: payment.state,
    declineCode: payment.declineCode,
    providerEventId: null,
    source: "refresh",
  });
  return { order: await presentForPlayer(ctx, ctx.db, refreshed) };
}

/** The player's orders, newest first (`depositsCount` is given with a single order only). */
export async function listOrders(
  ctx: PaymentsContext,
  playerId: string,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await listOrderRows(ctx.db, {
    playerIds: [playerId],
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return {
    orders: rows.map((row) => presentOrder(row, { methods: ctx.provider.methods, depositsCount: null })),
    total,
  };
}
