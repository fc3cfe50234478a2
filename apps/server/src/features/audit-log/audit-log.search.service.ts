import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_EXPORT_TRUNCATED_HEADER,
  type AuditFilters,
  type EndpointOutput,
  type searchAuditLogEndpoint,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { csvHeader, csvLine } from "./audit-log.csv";
import { presentAuditRow } from "./audit-log.presenter";
import { type AuditSearch, searchAuditRows } from "./audit-log.repo";
import { auditActorOf, recordAudit } from "./audit-log.service";

export interface AuditSearchContext {
  db: Database;
  clock: Clock;
}

const searchOf = (filters: AuditFilters): AuditSearch => ({
  operatorId: filters.operatorId,
  action: filters.action,
  targetType: filters.targetType,
  targetId: filters.targetId,
  from: filters.from ? new Date(filters.from) : undefined,
  to: filters.to ? new Date(filters.to) : undefined,
});

/**
 * One page of the log, newest first. Not audited itself: it shows operators' actions to those whose role
 * may read them, and an entry per page viewed would bury the actions being searched for. The export is.
 */
export async function searchAuditLog(
  context: AuditSearchContext,
  query: AuditFilters & { before?: number | undefined; limit: number },
): Promise<EndpointOutput<typeof searchAuditLogEndpoint>> {
  const rows = await searchAuditRows(context.db, searchOf(query), {
    beforeSeq: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    entries: page.map(presentAuditRow),
    nextBefore: hasMore ? (page[page.length - 1]?.seq ?? null) : null,
  };
}

const EXPORT_BATCH = 1_000;

/**
 * The matching entries as CSV, newest first, read in batches by seq. The export leaves the back office with
 * players' private data in it, so it is audited (its filters and row count) in the chain it exports.
 */
export async function exportAuditLog(
  context: AuditSearchContext,
  request: FastifyRequest,
  reply: FastifyReply,
  filters: AuditFilters,
): Promise<string> {
  const { db, clock } = context;
  const search = searchOf(filters);
  const now = clock.now();
  const lines = [csvHeader()];
  let rowCount = 0;
  let beforeSeq: number | undefined;
  let isTruncated = false;
  for (;;) {
    const limit = Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX_ROWS - rowCount + 1);
    const rows = await searchAuditRows(db, search, { beforeSeq, limit });
    for (const row of rows) {
      if (rowCount === AUDIT_EXPORT_MAX_ROWS) {
        isTruncated = true;
        break;
      }
      lines.push(csvLine(presentAuditRow(row)));
      rowCount += 1;
    }
    if (isTruncated || rows.length < limit) break;
    beforeSeq = rows[rows.length - 1]?.seq;
  }
  await db.transaction((tx) =>
    recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "audit-log", targetId: null, after: { filters, rowCount, isTruncated } },
      now,
    ),
  );
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
  reply.header("content-disposition", `attachment; filename="audit-log-${stamp}Z.csv"`);
  reply.header("cache-control", "no-store");
  if (isTruncated) reply.header(AUDIT_EXPORT_TRUNCATED_HEADER, "true");
  return lines.join("");
}
