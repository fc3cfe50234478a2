import {
  createOrderEndpoint,
  listOrdersEndpoint,
  listPurchaseOrdersEndpoint,
  orderEndpoint,
  paymentMethodsEndpoint,
  purchaseOrderEndpoint,
  refreshOrderStatusEndpoint,
  refundPurchaseOrderEndpoint,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import { registerEndpoint } from "../../platform/http/contract-route";
import { limitRate, limitRatePerAccount } from "../../platform/rate-limit";
import { listPurchaseOrders, orderDetail } from "./payments.backoffice.service";
import type { PaymentsContext } from "./payments.context";
import { refundOrder } from "./payments.refund.service";
import { createOrder, getOrder, listOrders, paymentMethods, refreshOrderStatus } from "./payments.service";
import { registerPaymentWebhook } from "./payments.webhook";

const MINUTE = 60_000;
const playerOf = (request: FastifyRequest) => request.session?.playerId ?? null;

/** Each opens a payment with the provider: a person clicks Buy a few times a minute, a script far more. */
const ORDER_LIMITS = {
  perAccount: { name: "payments.order", max: 20, windowMs: 10 * MINUTE },
  perAddress: { name: "payments.order-ip", max: 60, windowMs: 10 * MINUTE },
  refresh: { name: "payments.refresh", max: 60, windowMs: MINUTE },
};

export async function registerPaymentsRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  registerEndpoint(app, paymentMethodsEndpoint, () => paymentMethods(ctx));

  limitRate(app, createOrderEndpoint, ORDER_LIMITS.perAddress);
  limitRatePerAccount(app, createOrderEndpoint, ORDER_LIMITS.perAccount, playerOf);
  registerEndpoint(app, createOrderEndpoint, ({ body }, request) =>
    createOrder(ctx, request, { ...body, playerId: requirePlayer(request), brandId: request.brand.id }),
  );
  registerEndpoint(app, orderEndpoint, ({ params }, request) =>
    getOrder(ctx, requirePlayer(request), params.id),
  );
  limitRatePerAccount(app, refreshOrderStatusEndpoint, ORDER_LIMITS.refresh, playerOf);
  registerEndpoint(app, refreshOrderStatusEndpoint, ({ params }, request) =>
    refreshOrderStatus(ctx, requirePlayer(request), params.id),
  );
  registerEndpoint(app, listOrdersEndpoint, ({ query }, request) =>
    listOrders(ctx, requirePlayer(request), query),
  );

  await registerPaymentWebhook(app, ctx);

  registerEndpoint(app, listPurchaseOrdersEndpoint, ({ query }) => listPurchaseOrders(ctx, query));
  registerEndpoint(app, purchaseOrderEndpoint, ({ params }) => orderDetail(ctx, ctx.db, params.id));
  registerEndpoint(app, refundPurchaseOrderEndpoint, ({ params, body }, request) =>
    refundOrder(ctx, request, params.id, body.reason),
  );
}
