import type { AmoeRequestRecord, AmoeStatus } from "@casino/contracts/amoe";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";
import styles from "./amoe.module.css";
import { useAmoeRequests } from "./amoe-queries";

const column = createColumnHelper<AmoeRequestRecord>();
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const STATUSES: readonly AmoeStatus[] = ["issued", "credited", "rejected"];

const COLUMNS = [
  column.accessor("requestedAt", {
    header: "Requested",
    enableSorting: false,
    cell: (c) => <time dateTime={c.getValue()}>{dateTime.format(new Date(c.getValue()))}</time>,
  }),
  column.accessor("code", {
    header: "Code",
    enableSorting: false,
    cell: (c) => <span className={styles.code}>{c.getValue()}</span>,
  }),
  column.accessor((row) => row.playerEmail ?? row.playerId, {
    id: "player",
    header: "Player",
    enableSorting: false,
    cell: (c) => <Link to={`/players/${c.row.original.playerId}`}>{c.getValue()}</Link>,
  }),
  column.accessor("brandId", { header: "Brand", enableSorting: false }),
  column.accessor("status", { header: "Status", enableSorting: false }),
  column.accessor((row) => row.entries ?? row.rejectReason ?? "", {
    id: "outcome",
    header: "Entries or reason",
    enableSorting: false,
  }),
  column.accessor((row) => row.recordedBy?.name ?? "", {
    id: "by",
    header: "Recorded by",
    enableSorting: false,
  }),
];

/** Request codes, newest first: what players asked for and what became of their letters. */
export function RecentRequests() {
  const [table, setTable] = useUrlTableState();
  const [status, setStatus] = useState<AmoeStatus | undefined>(undefined);
  const list = useAmoeRequests({
    status,
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  });
  return (
    <section className={styles.card} aria-labelledby="amoe-recent">
      <h2 id="amoe-recent" className={styles.cardTitle}>
        Recent requests
      </h2>
      <label className={styles.field}>
        Status
        <select
          className={styles.input}
          value={status ?? "all"}
          onChange={(event) => {
            const value = event.target.value;
            setStatus((STATUSES as readonly string[]).includes(value) ? (value as AmoeStatus) : undefined);
          }}
        >
          <option value="all">All</option>
          <option value="issued">Waiting for the letter</option>
          <option value="credited">Credited</option>
          <option value="rejected">Rejected</option>
        </select>
      </label>
      <DataTable
        caption="Request codes"
        columns={COLUMNS}
        data={list.data?.requests ?? []}
        getRowId={(row) => row.id}
        state={table}
        onStateChange={setTable}
        mode={{ kind: "server", rowCount: list.data?.total ?? 0 }}
        isLoading={list.isPending}
        emptyText={list.error ? errorText(list.error) : "No request codes yet."}
      />
    </section>
  );
}
