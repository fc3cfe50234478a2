import { type AuditEntry, exportAuditLogEndpoint, searchAuditLogEndpoint } from "@casino/contracts/audit-log";
import { Page } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { useApi } from "../../lib/api";
import { formValues, filterStyles as styles, useUrlFilters } from "../../lib/filters";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";

const FILTERS = ["operatorId", "action", "targetType", "targetId", "from", "to"] as const;
const column = createColumnHelper<AuditEntry>();
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});
const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

const COLUMNS = [
  column.accessor("seq", { header: "#" }),
  column.accessor("occurredAt", {
    header: "When (UTC)",
    cell: (cell) => <time dateTime={cell.getValue()}>{dateTime.format(new Date(cell.getValue()))}</time>,
  }),
  column.accessor("operatorEmail", { header: "Operator" }),
  column.accessor("action", { header: "Action" }),
  column.accessor((row) => `${row.targetType}${row.targetId ? ` ${row.targetId}` : ""}`, {
    id: "target",
    header: "Target",
  }),
  column.accessor((row) => json(row.before), { id: "before", header: "Before" }),
  column.accessor((row) => json(row.after), { id: "after", header: "After" }),
  column.accessor((row) => row.ip ?? "", { id: "ip", header: "IP" }),
];

/** A `datetime-local` value (no zone) as the UTC instant the filter means. */
const toInstant = (local: string) => (!local ? "" : local.length === 16 ? `${local}:00Z` : `${local}Z`);
const toLocal = (instant: string | undefined) => (instant ? instant.slice(0, 16) : "");

/**
 * The audit log: newest first, filtered in the URL (a search can be shared), paged back by seq with
 * "Older entries", and the same filters exported as CSV (the export is itself audited).
 */
export function AuditLogPage() {
  const api = useApi();
  const [filters, setFilters, params] = useUrlFilters(FILTERS);
  const [table, setTable] = useUrlTableState();
  const before = params.get("before") ?? undefined;
  const query = { ...filters, ...(before ? { before: Number(before) } : {}), limit: 50 };
  const entries = useQuery({
    queryKey: ["backoffice", "audit", query],
    queryFn: () => api.call(searchAuditLogEndpoint, { query }),
  });
  const filterText = new URLSearchParams(filters as Record<string, string>).toString();
  const exportHref = `${exportAuditLogEndpoint.path}${filterText ? `?${filterText}` : ""}`;
  const older = entries.data?.nextBefore;
  const olderParams = new URLSearchParams(params);
  if (older) olderParams.set("before", String(older));

  return (
    <Page title="Audit log">
      <div className={styles.stack}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const values = formValues(event.currentTarget, FILTERS);
            setFilters({ ...values, from: toInstant(values.from), to: toInstant(values.to) });
          }}
        >
          <label className={styles.field}>
            Operator id
            <input name="operatorId" defaultValue={filters.operatorId ?? ""} />
          </label>
          <label className={styles.field}>
            Action
            <input name="action" defaultValue={filters.action ?? ""} placeholder="createOperator" />
          </label>
          <label className={styles.field}>
            Target type
            <input name="targetType" defaultValue={filters.targetType ?? ""} placeholder="player" />
          </label>
          <label className={styles.field}>
            Target id
            <input name="targetId" defaultValue={filters.targetId ?? ""} />
          </label>
          <label className={styles.field}>
            From (UTC)
            <input type="datetime-local" name="from" defaultValue={toLocal(filters.from)} />
          </label>
          <label className={styles.field}>
            To (UTC)
            <input type="datetime-local" name="to" defaultValue={toLocal(filters.to)} />
          </label>
          <button type="submit">Search</button>
          <a href={exportHref} download>
            Export CSV
          </a>
        </form>
        {entries.error ? (
          <p role="alert">{errorText(entries.error)}</p>
        ) : (
          <DataTable
            caption="Audit entries, newest first"
            columns={COLUMNS}
            data={entries.data?.entries ?? []}
            getRowId={(row) => String(row.seq)}
            state={table}
            onStateChange={setTable}
            isLoading={entries.isPending}
            emptyText="No entry matches these filters."
          />
        )}
        <p>
          {before ? (
            <Link to={`?${new URLSearchParams([...params].filter(([key]) => key !== "before"))}`}>
              Newest entries
            </Link>
          ) : null}{" "}
          {older ? <Link to={`?${olderParams}`}>Older entries</Link> : null}
        </p>
      </div>
    </Page>
  );
}
