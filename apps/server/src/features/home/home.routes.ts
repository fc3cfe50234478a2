import { homePageEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getHomePage } from "./home.service";

export function registerHomePageRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  registerEndpoint(app, homePageEndpoint, async (_input, request, reply) => {
    // Banners differ for guests and players, text by locale and content by brand (host).
    reply.header("vary", "Host, Cookie, Accept-Language");
    reply.header("cache-control", "private, no-cache");
    return getHomePage(db, clock, request.brand, request.locale, request.session !== null);
  });
}
