import {
  bonusOffersEndpoint,
  checkFreeEntriesBonusEndpoint,
  grantPlayerBonusEndpoint,
  listPlayerBonusesEndpoint,
  revokePlayerBonusEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { grantPlayerBonus, listPlayerBonuses, revokePlayerBonus } from "./bonus-offers.backoffice.service";
import { type BonusOffersContext, claimFreeEntriesBonus, getPendingBonuses } from "./bonus-offers.service";

export function registerBonusOffersRoutes(app: FastifyInstance, context: ServerContext) {
  const ctx: BonusOffersContext = { db: context.db, clock: context.clock };

  registerEndpoint(app, bonusOffersEndpoint, (_input, request) =>
    getPendingBonuses(ctx, requirePlayer(request)),
  );
  registerEndpoint(app, checkFreeEntriesBonusEndpoint, ({ body }, request) =>
    claimFreeEntriesBonus(ctx, { playerId: requirePlayer(request), messageId: body.message_id }),
  );

  registerEndpoint(app, listPlayerBonusesEndpoint, ({ params }) => listPlayerBonuses(ctx, params.id));
  registerEndpoint(app, grantPlayerBonusEndpoint, ({ params, body }, request) =>
    grantPlayerBonus(ctx, request, params.id, body),
  );
  registerEndpoint(app, revokePlayerBonusEndpoint, ({ params, body }, request) =>
    revokePlayerBonus(ctx, request, { playerId: params.id, bonusId: params.bonusId, reason: body.reason }),
  );
}
