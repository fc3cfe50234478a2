import { z } from "zod";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/** One entry of the operators' audit log, as the back office searches and exports it. */
export const AuditEntrySchema = z.object({
  /** The entry's place in the chain: 1, 2, 3, … with no gaps. */
  seq: z.number().int(),
  occurredAt: text(),
  operatorId: text().nullable(),
  operatorEmail: text(),
  /** The back-office endpoint's id, e.g. `createOperator`. */
  action: text(),
  targetType: text(),
  targetId: text().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: text().nullable(),
  requestId: text().nullable(),
  /** sha256 over the previous entry's hash and this entry's fields (`npm run audit:verify`). */
  hash: text(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const Instant = z.iso.datetime({
  offset: true,
  message: "Use an ISO 8601 date-time, e.g. 2026-11-25T10:00:00Z.",
});

const AUDIT_FILTER_FIELDS = {
  operatorId: text().uuid().optional(),
  action: text().trim().min(1).max(80).optional(),
  targetType: text().trim().min(1).max(80).optional(),
  targetId: text().trim().min(1).max(200).optional(),
  from: Instant.optional(),
  to: Instant.optional(),
};

const isFromBeforeTo = (filters: { from?: string | undefined; to?: string | undefined }) =>
  !filters.from || !filters.to || Date.parse(filters.from) < Date.parse(filters.to);
const FROM_BEFORE_TO = { message: "`from` must be before `to`.", path: ["to"] };

/** The filters the search and the export share; `from` is inclusive, `to` exclusive. */
export const AuditFiltersSchema = z
  .object(AUDIT_FILTER_FIELDS)
  .strict()
  .refine(isFromBeforeTo, FROM_BEFORE_TO);
export type AuditFilters = z.infer<typeof AuditFiltersSchema>;

export const AUDIT_PAGE_MAX = 200;

export const searchAuditLogEndpoint = defineBackofficeEndpoint({
  id: "searchAuditLog",
  method: "GET",
  path: "/api/backoffice/audit/",
  summary:
    "The audit log, newest first, filtered by operator, action, target and time. Pages back with `before` (the `nextBefore` of the previous page): a page never shifts when new entries arrive.",
  access: "audit:read",
  query: z
    .object({
      ...AUDIT_FILTER_FIELDS,
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
    })
    .strict()
    .refine(isFromBeforeTo, FROM_BEFORE_TO),
  output: z.object({
    entries: z.array(AuditEntrySchema),
    /** Pass as `before` for the next (older) page; null on the last page. */
    nextBefore: z.number().int().nullable(),
  }),
});

/** The most rows one export holds; a wider filter is cut to the newest ones, and the answer says so. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_EXPORT_TRUNCATED_HEADER = "x-export-truncated";

export const exportAuditLogEndpoint = defineBackofficeEndpoint({
  id: "exportAuditLog",
  method: "GET",
  path: "/api/backoffice/audit/export.csv",
  summary: `The audit log's entries that match the filters as a CSV download (newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows; the header \`${AUDIT_EXPORT_TRUNCATED_HEADER}: true\` says the filter matched more). The export is itself audited: it carries players' private data out of the back office.`,
  access: "audit:read",
  query: AuditFiltersSchema,
  produces: "text/csv",
  output: text(),
});
