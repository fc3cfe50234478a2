import { legalPageEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getLegalPage } from "./legal-pages.service";

export function registerLegalPageRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, legalPageEndpoint, async ({ params }, request) =>
    getLegalPage(ctx, { brandId: request.brand.id, name: params.name, locale: request.locale }),
  );
}
