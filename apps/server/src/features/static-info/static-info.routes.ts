import { staticInfoEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getStaticInfo } from "./static-info.service";

export function registerStaticInfoRoutes(app: FastifyInstance, { db }: ServerContext) {
  registerEndpoint(app, staticInfoEndpoint, async (_input, request, reply) => {
    reply.header("vary", "Host, Cookie, Accept-Language");
    return getStaticInfo(db, request.brand.id, request.locale);
  });
}
