import { homePageEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import { getHomePage, type HomeContext } from "./home.service";

export function registerHomePageRoutes(app: FastifyInstance, home: HomeContext) {
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
