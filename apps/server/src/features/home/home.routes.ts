import { homePageEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { createRecentWinners } from "./home.recent-winners";
import { getHomePage } from "./home.service";

export function registerHomePageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const home = { ...ctx, recentWinners: createRecentWinners(ctx) };
  registerEndpoint(app, homePageEndpoint, async (_input, request, reply) => {
    // Banners differ for guests and players, text by locale and content by brand (host).
    reply.header("vary", "Host, Cookie, Accept-Language");
    reply.header("cache-control", "private, no-cache");
    return getHomePage(home, {
      brand: request.brand,
      locale: request.locale,
      isPlayer: request.session !== null,
    });
  });
}
