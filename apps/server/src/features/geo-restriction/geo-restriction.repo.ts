import { type Executor, schema } from "@casino/db";
import { and, desc, eq } from "drizzle-orm";

const { geoAllowedIp, geoBlockReport, playerGeoLocation } = schema;

export type AllowedIpRow = typeof geoAllowedIp.$inferSelect;
export type GeoBlockReportRow = typeof geoBlockReport.$inferSelect;

export function selectAllowedIps(executor: Executor): Promise<AllowedIpRow[]> {
  return executor.orm.select().from(geoAllowedIp).orderBy(desc(geoAllowedIp.createdAt));
}

/** The new row, or null when the range is listed already. */
export async function insertAllowedIp(
  executor: Executor,
  row: { cidr: string; note: string; createdBy: string; createdAt: Date },
): Promise<AllowedIpRow | null> {
  const [inserted] = await executor.orm.insert(geoAllowedIp).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The removed row, or null when there was none. */
export async function deleteAllowedIp(executor: Executor, id: string): Promise<AllowedIpRow | null> {
  const [removed] = await executor.orm.delete(geoAllowedIp).where(eq(geoAllowedIp.id, id)).returning();
  return removed ?? null;
}

export async function upsertPlayerGeoLocation(
  executor: Executor,
  row: {
    playerId: string;
    jurisdiction: string | null;
    latitude: number;
    longitude: number;
    checkedAt: Date;
  },
): Promise<void> {
  const { playerId, ...fields } = row;
  await executor.orm
    .insert(playerGeoLocation)
    .values(row)
    .onConflictDoUpdate({ target: playerGeoLocation.playerId, set: fields });
}

export async function selectPlayerGeoLocation(executor: Executor, playerId: string) {
  const [row] = await executor.orm
    .select({ jurisdiction: playerGeoLocation.jurisdiction, checkedAt: playerGeoLocation.checkedAt })
    .from(playerGeoLocation)
    .where(eq(playerGeoLocation.playerId, playerId));
  return row ?? null;
}

export async function insertGeoBlockReport(
  executor: Executor,
  row: {
    playerId: string | null;
    ip: string;
    reason: string;
    jurisdiction: string | null;
    apps: string[];
    meta: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<void> {
  await executor.orm.insert(geoBlockReport).values(row);
}

export function selectGeoBlockReports(executor: Executor, input: { limit: number; reason?: string }) {
  return executor.orm
    .select()
    .from(geoBlockReport)
    .where(input.reason ? and(eq(geoBlockReport.reason, input.reason)) : undefined)
    .orderBy(desc(geoBlockReport.createdAt), desc(geoBlockReport.id))
    .limit(input.limit);
}
