import { translationsEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getTranslations } from "./translations.service";

export function registerTranslationRoutes(app: FastifyInstance) {
  registerEndpoint(app, translationsEndpoint, async ({ params }, _request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return getTranslations(params.locale);
  });
}
