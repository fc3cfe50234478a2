import { buildMetaEndpoint, latestBuildEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";

export function registerBuildRoutes(app: FastifyInstance, { build }: ServerContext) {
  registerEndpoint(app, latestBuildEndpoint, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    return build;
  });
  registerEndpoint(app, buildMetaEndpoint, async ({ params }, _request, reply) => {
    if (params.buildId !== build.id)
      throw notFound("BUILD_NOT_FOUND", `Build ${params.buildId} is not known.`);
    reply.header("cache-control", "public, max-age=31536000, immutable");
    return build;
  });
}
