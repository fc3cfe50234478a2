import {
  approveAdjustmentEndpoint,
  listAdjustmentsEndpoint,
  rejectAdjustmentEndpoint,
  requestAdjustmentEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
} from "./balance-adjustments.service";

export function registerBalanceAdjustmentRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const ctx = { db, clock };
  registerEndpoint(app, requestAdjustmentEndpoint, ({ params, body }, request) =>
    requestAdjustment(ctx, request, params.id, body),
  );
  registerEndpoint(app, listAdjustmentsEndpoint, ({ query }) => listAdjustments(ctx, query));
  registerEndpoint(app, approveAdjustmentEndpoint, ({ params }, request) =>
    approveAdjustment(ctx, request, params.id),
  );
  registerEndpoint(app, rejectAdjustmentEndpoint, ({ params }, request) =>
    rejectAdjustment(ctx, request, params.id),
  );
}
