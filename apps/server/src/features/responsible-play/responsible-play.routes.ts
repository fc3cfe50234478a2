import {
  cancelPurchaseLimitEndpoint,
  confirmPurchaseLimitEndpoint,
  exportSelfExclusionsEndpoint,
  imposePlayRestrictionEndpoint,
  liftPlayRestrictionEndpoint,
  playerResponsiblePlayEndpoint,
  realityCheckStatusEndpoint,
  responsiblePlaySettingsEndpoint,
  selfExclusionListEndpoint,
  setPurchaseLimitEndpoint,
  setRealityCheckEndpoint,
  startCoolOffEndpoint,
  startSelfExclusionEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  exportSelfExclusions,
  imposePlayRestriction,
  liftPlayRestriction,
  playerResponsiblePlay,
  selfExclusionList,
} from "./responsible-play.backoffice.service";
import {
  cancelPurchaseLimit,
  confirmPurchaseLimit,
  realityCheckStatus,
  responsiblePlaySettings,
  setPurchaseLimit,
  setRealityCheck,
  startCoolOff,
  startSelfExclusion,
} from "./responsible-play.service";

export function registerResponsiblePlayRoutes(app: FastifyInstance, { db, clock }: ServerContext) {
  const ctx = { db, clock };
  registerEndpoint(app, responsiblePlaySettingsEndpoint, (_input, request) =>
    responsiblePlaySettings(ctx, { playerId: requirePlayer(request) }),
  );
  registerEndpoint(app, setRealityCheckEndpoint, ({ body }, request) =>
    setRealityCheck(ctx, { playerId: requirePlayer(request), minutes: body.minutes }),
  );
  registerEndpoint(app, setPurchaseLimitEndpoint, ({ body }, request) =>
    setPurchaseLimit(ctx, { playerId: requirePlayer(request), ...body }),
  );
  registerEndpoint(app, confirmPurchaseLimitEndpoint, ({ params }, request) =>
    confirmPurchaseLimit(ctx, { playerId: requirePlayer(request), period: params.period }),
  );
  registerEndpoint(app, cancelPurchaseLimitEndpoint, ({ params }, request) =>
    cancelPurchaseLimit(ctx, { playerId: requirePlayer(request), period: params.period }),
  );
  registerEndpoint(app, startCoolOffEndpoint, ({ body }, request) =>
    startCoolOff(ctx, { playerId: requirePlayer(request), choice: body }),
  );
  registerEndpoint(app, startSelfExclusionEndpoint, ({ body }, request) =>
    startSelfExclusion(ctx, { playerId: requirePlayer(request), ...body }),
  );
  registerEndpoint(app, realityCheckStatusEndpoint, (_input, request) =>
    realityCheckStatus(ctx, request, { playerId: requirePlayer(request) }),
  );

  registerEndpoint(app, playerResponsiblePlayEndpoint, ({ params }, request) =>
    playerResponsiblePlay(ctx, request, params.id),
  );
  registerEndpoint(app, imposePlayRestrictionEndpoint, ({ params, body }, request) =>
    imposePlayRestriction(ctx, request, params.id, body),
  );
  registerEndpoint(app, liftPlayRestrictionEndpoint, ({ params, body }, request) =>
    liftPlayRestriction(ctx, request, { playerId: params.id, blockId: params.blockId, reason: body.reason }),
  );
  registerEndpoint(app, selfExclusionListEndpoint, () => selfExclusionList(ctx));
  registerEndpoint(app, exportSelfExclusionsEndpoint, (_input, request, reply) =>
    exportSelfExclusions(ctx, request, reply),
  );
}
