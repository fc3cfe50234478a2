import {
  addAllowedIpEndpoint,
  listAllowedIpsEndpoint,
  listGeoBlockReportsEndpoint,
  removeAllowedIpEndpoint,
  restrictionBlockEndpoint,
  restrictionGeoCheckEndpoint,
  restrictionInfoEndpoint,
  restrictionIpCheckEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { limitRate } from "../../platform/rate-limit";
import { addAllowedIp, listAllowedIps, removeAllowedIp } from "./allow-list.backoffice.service";
import { listGeoBlockReports, reportGeoBlock } from "./geo-block-reports.service";
import { checkIp, checkPosition, restrictionInfo } from "./geo-restriction.service";

const MINUTE = 60_000;

export function registerGeoRestrictionRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, restrictionInfoEndpoint, async (_input, request) => ({
    success: true as const,
    data: await restrictionInfo(ctx, request),
  }));
  registerEndpoint(app, restrictionIpCheckEndpoint, async (_input, request, reply) => {
    // The answer depends on the caller's address: no shared cache may hand it to someone else.
    reply.header("cache-control", "private, no-store");
    return { success: true as const, data: await checkIp(ctx, request) };
  });
  // Each position may write the player's row; a page checks once per load.
  limitRate(app, restrictionGeoCheckEndpoint, { name: "geo.position", max: 30, windowMs: MINUTE });
  registerEndpoint(app, restrictionGeoCheckEndpoint, async ({ body }, request) => ({
    success: true as const,
    data: await checkPosition(ctx, request, body),
  }));
  // Public and stored: limited per client network like the other public writes.
  limitRate(app, restrictionBlockEndpoint, { name: "geo.block-report", max: 10, windowMs: MINUTE });
  registerEndpoint(app, restrictionBlockEndpoint, ({ body }, request) => reportGeoBlock(ctx, request, body));

  registerEndpoint(app, listAllowedIpsEndpoint, () => listAllowedIps(ctx));
  registerEndpoint(app, addAllowedIpEndpoint, ({ body }, request) => addAllowedIp(ctx, request, body));
  registerEndpoint(app, removeAllowedIpEndpoint, ({ params }, request) =>
    removeAllowedIp(ctx, request, params.id),
  );
  registerEndpoint(app, listGeoBlockReportsEndpoint, ({ query }) => listGeoBlockReports(ctx.db, query));
}
