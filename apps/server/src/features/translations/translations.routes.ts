import { translationsEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import { currentVersion, getTranslations } from "./translations.service";

export function registerTranslationRoutes(app: FastifyInstance) {
  registerEndpoint(app, translationsEndpoint, async ({ params, query }, _request, reply) => {
    const dictionary = getTranslations(params.locale);
    // The current version's URL never names another dictionary: browsers keep it for good.
    const isCurrent = query.v !== undefined && query.v === currentVersion(dictionary);
    reply.header("cache-control", isCurrent ? "public, max-age=31536000, immutable" : "public, max-age=300");
    return dictionary;
  });
}
