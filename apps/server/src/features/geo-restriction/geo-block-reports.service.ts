import type { GeoBlockReason, GeoBlockReport, GeolocationPermission } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { type GeoBlockReportRow, insertGeoBlockReport, selectGeoBlockReports } from "./geo-restriction.repo";
import type { GeoContext } from "./geo-restriction.service";
import { locateIp } from "./ip-location";

interface BlockReportBody {
  apps: string[];
  meta: { reason: GeoBlockReason; permission?: GeolocationPermission; message?: string; path?: string };
}

/**
 * `POST /rest/restriction/player/block/`: keeps the client's report that it sent a visitor to /geoblock/,
 * with the address and where the server places it, for operators to read.
 */
export async function reportGeoBlock(ctx: GeoContext, request: FastifyRequest, body: BlockReportBody) {
  await insertGeoBlockReport(ctx.db, {
    playerId: request.session?.playerId ?? null,
    ip: request.ip,
    reason: body.meta.reason,
    jurisdiction: await locateIp(request.ip),
    apps: body.apps,
    meta: body.meta,
    createdAt: ctx.clock.now(),
  });
  return { success: true as const };
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

function present(row: GeoBlockReportRow): GeoBlockReport {
  const meta = (row.meta ?? {}) as Record<string, unknown>;
  const permission = text(meta.permission);
  return {
    id: row.id.toString(),
    playerId: row.playerId,
    ip: row.ip,
    reason: row.reason as GeoBlockReason,
    jurisdiction: row.jurisdiction,
    apps: Array.isArray(row.apps) ? row.apps.filter((app): app is string => typeof app === "string") : [],
    permission:
      permission === "granted" || permission === "prompt" || permission === "denied" ? permission : null,
    message: text(meta.message),
    path: text(meta.path),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest block reports for the back office. */
export async function listGeoBlockReports(
  executor: Executor,
  query: { limit: number; reason?: GeoBlockReason | undefined },
) {
  const rows = await selectGeoBlockReports(executor, {
    limit: query.limit,
    ...(query.reason ? { reason: query.reason } : {}),
  });
  return { reports: rows.map(present) };
}
