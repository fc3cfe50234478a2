import { legalPageEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getLegalPage } from "./legal-pages.service";

export function registerLegalPageRoutes(app: FastifyInstance, { db }: ServerContext) {
  registerEndpoint(app, legalPageEndpoint, async ({ params }, request) =>
    getLegalPage(db, request.brand.id, params.name, request.locale),
  );
}
