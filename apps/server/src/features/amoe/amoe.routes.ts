import {
  amoeEndpoint,
  listAmoeRequestsEndpoint,
  listAmoeSettingsEndpoint,
  lookUpAmoeRequestEndpoint,
  recordAmoeRequestEndpoint,
  rejectAmoeRequestEndpoint,
  requestAmoeCodeEndpoint,
  updateAmoeSettingEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  listAmoeRequests,
  lookUpAmoeRequest,
  recordAmoeRequest,
  rejectAmoeRequest,
} from "./amoe.backoffice.service";
import { amoeEligibility } from "./amoe.eligibility";
import { type AmoeContext, cryptoRandomSource, getAmoe, requestAmoeCode } from "./amoe.service";
import { listAmoeSettings, updateAmoeSetting } from "./amoe.settings.service";

export function registerAmoeRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, readCache, outbox } = context;
  const ctx: AmoeContext = {
    db,
    clock,
    readCache,
    rng: cryptoRandomSource,
    eligibility: amoeEligibility({ db, clock, readCache }),
  };
  const editing = { db, clock, readCache, outbox };

  registerEndpoint(app, amoeEndpoint, (_input, request) =>
    getAmoe(ctx, { brandId: request.brand.id, playerId: request.session?.playerId ?? null }),
  );
  registerEndpoint(app, requestAmoeCodeEndpoint, (_input, request) =>
    requestAmoeCode(ctx, request, { playerId: requirePlayer(request), brandId: request.brand.id }),
  );

  registerEndpoint(app, lookUpAmoeRequestEndpoint, ({ params }) => lookUpAmoeRequest(ctx, params.code));
  registerEndpoint(app, recordAmoeRequestEndpoint, ({ params }, request) =>
    recordAmoeRequest(ctx, request, params.code),
  );
  registerEndpoint(app, rejectAmoeRequestEndpoint, ({ params, body }, request) =>
    rejectAmoeRequest(ctx, request, params.code, body.reason),
  );
  registerEndpoint(app, listAmoeRequestsEndpoint, ({ query }) => listAmoeRequests(ctx, query));
  registerEndpoint(app, listAmoeSettingsEndpoint, () => listAmoeSettings(editing));
  registerEndpoint(app, updateAmoeSettingEndpoint, ({ params, body }, request) =>
    updateAmoeSetting(editing, request, params.brandId, body),
  );
}
