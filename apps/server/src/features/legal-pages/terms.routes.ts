import { acceptTermsEndpoint, termsStatusEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { acceptTerms, termsStatus } from "./terms.service";

export function registerTermsRoutes(app: FastifyInstance, { db, clock, readCache }: ServerContext) {
  const ctx = { db, clock, readCache };
  registerEndpoint(app, termsStatusEndpoint, async (_input, request) => ({
    success: true as const,
    data: await termsStatus(ctx, { brandId: request.brand.id, playerId: requirePlayer(request) }),
  }));
  registerEndpoint(app, acceptTermsEndpoint, async ({ body }, request) => ({
    success: true as const,
    data: await acceptTerms(ctx, {
      brandId: request.brand.id,
      playerId: requirePlayer(request),
      version: body.version,
    }),
  }));
}
