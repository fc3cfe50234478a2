import { requestHandleEndpoint } from "@casino/contracts";
import { redirectForPage } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";

export function registerRequestHandleRoutes(app: FastifyInstance) {
  registerEndpoint(app, requestHandleEndpoint, async ({ query }, request) => {
    const authorized = request.session !== null;
    const redirect = redirectForPage(query.page, { isGuest: !authorized });
    return { authorized, redirectUrl: redirect?.location ?? null, isExternal: redirect?.isExternal ?? false };
  });
}
