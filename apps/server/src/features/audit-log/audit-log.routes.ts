import { exportAuditLogEndpoint, searchAuditLogEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { exportAuditLog, searchAuditLog } from "./audit-log.search.service";

export function registerAuditLogRoutes(app: FastifyInstance, context: ServerContext) {
  registerEndpoint(app, searchAuditLogEndpoint, ({ query }) => searchAuditLog(context, query));
  registerEndpoint(app, exportAuditLogEndpoint, ({ query }, request, reply) =>
    exportAuditLog(context, request, reply, query),
  );
}
