import { staticInfoEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getStaticInfo } from "./static-info.service";

export function registerStaticInfoRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, staticInfoEndpoint, async (_input, request, reply) => {
    reply.header("vary", "Host, Cookie, Accept-Language");
    return getStaticInfo(ctx, { brandId: request.brand.id, locale: request.locale });
  });
}
