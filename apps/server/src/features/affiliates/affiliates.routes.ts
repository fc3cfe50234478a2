import { checkRewardsEndpoint, partnersAccountEndpoint } from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { checkInviteCode, getPartnersAccount } from "./affiliates.service";

export function registerAffiliatesRoutes(app: FastifyInstance, { db }: ServerContext) {
  // Open to guests: an invited visitor checks the code before signing up.
  registerEndpoint(app, checkRewardsEndpoint, ({ query }, request) =>
    checkInviteCode({ db }, { brand: request.brand, code: query.invited_by }),
  );
  registerEndpoint(app, partnersAccountEndpoint, (_input, request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getPartnersAccount({ db }, { playerId: requirePlayer(request) });
  });
}
