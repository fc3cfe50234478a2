import { requestHandleEndpoint } from "@casino/contracts";
import { redirectForPage } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";

export function registerRequestHandleRoutes(app: FastifyInstance) {
  registerEndpoint(app, requestHandleEndpoint, async ({ query }) => {
    // Sessions arrive with the players feature; until a session cookie is recognised everyone is a guest.
    const authorized = false;
    const redirect = redirectForPage(query.page, { isGuest: !authorized });
    return { authorized, redirectUrl: redirect?.location ?? null, isExternal: redirect?.isExternal ?? false };
  });
}
