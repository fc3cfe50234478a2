import { dashboardEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { dashboard } from "./dashboard.service";

export function registerDashboardRoutes(app: FastifyInstance, context: ServerContext) {
  registerEndpoint(app, dashboardEndpoint, ({ query }) => dashboard(context, query));
}
