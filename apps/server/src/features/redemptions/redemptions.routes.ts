import {
  approveRedemptionEndpoint,
  cancelRedemptionEndpoint,
  holdRedemptionEndpoint,
  listRedemptionSettingsEndpoint,
  listRedemptionsEndpoint,
  payRedemptionEndpoint,
  redeemEndpoint,
  redemptionDetailEndpoint,
  rejectRedemptionEndpoint,
  requestRedemptionEndpoint,
  updateRedemptionSettingEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  decideRedemption,
  listRedemptions,
  type RedemptionsBackofficeContext,
  redemptionDetail,
} from "./redemptions.backoffice.service";
import type { PayoutProvider } from "./redemptions.payout";
import { cancelRedemption, getRedeem, requestRedemption } from "./redemptions.service";
import { listRedemptionSettings, updateRedemptionSetting } from "./redemptions.settings.service";

export function registerRedemptionsRoutes(
  app: FastifyInstance,
  context: ServerContext,
  payout: PayoutProvider,
) {
  const { db, clock, readCache, outbox } = context;
  const ctx: RedemptionsBackofficeContext = { db, clock, readCache, payout };
  const editing = { db, clock, readCache, outbox };

  registerEndpoint(app, redeemEndpoint, (_input, request) => getRedeem(ctx, request, requirePlayer(request)));
  registerEndpoint(app, requestRedemptionEndpoint, ({ body }, request) =>
    requestRedemption(ctx, request, requirePlayer(request), body),
  );
  registerEndpoint(app, cancelRedemptionEndpoint, ({ params }, request) =>
    cancelRedemption(ctx, requirePlayer(request), params.id),
  );

  registerEndpoint(app, listRedemptionsEndpoint, ({ query }) => listRedemptions(ctx, query));
  registerEndpoint(app, redemptionDetailEndpoint, ({ params }) => redemptionDetail(ctx, params.id));
  registerEndpoint(app, holdRedemptionEndpoint, ({ params, body }, request) =>
    decideRedemption(ctx, request, params.id, "hold", { note: body.note }),
  );
  registerEndpoint(app, approveRedemptionEndpoint, ({ params, body }, request) =>
    decideRedemption(ctx, request, params.id, "approve", { note: body.note }),
  );
  registerEndpoint(app, payRedemptionEndpoint, ({ params }, request) =>
    decideRedemption(ctx, request, params.id, "pay"),
  );
  registerEndpoint(app, rejectRedemptionEndpoint, ({ params, body }, request) =>
    decideRedemption(ctx, request, params.id, "reject", { reason: body.reason }),
  );
  registerEndpoint(app, listRedemptionSettingsEndpoint, () => listRedemptionSettings(editing));
  registerEndpoint(app, updateRedemptionSettingEndpoint, ({ params, body }, request) =>
    updateRedemptionSetting(editing, request, params.brandId, body),
  );
}
