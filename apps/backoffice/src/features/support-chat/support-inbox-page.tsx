import {
  SUPPORT_CONVERSATION_STATUSES,
  type SupportInboxFilter,
  type SupportInboxItem,
} from "@casino/contracts/support-chat";
import { Badge, Page } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";
import styles from "./support-chat.module.css";
import { playerLabel, STATUS_NAMES } from "./support-labels";
import { useInbox } from "./support-queries";

const column = createColumnHelper<SupportInboxItem>();
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const FILTERS: readonly { value: SupportInboxFilter; label: string }[] = [
  { value: "active", label: "Open and assigned" },
  ...SUPPORT_CONVERSATION_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
];
const isFilter = (value: string | null): value is SupportInboxFilter =>
  FILTERS.some((filter) => filter.value === value);

/**
 * The support inbox: players' conversations, those still waiting for an answer first, then by latest
 * activity. It asks the server again every few seconds while open, so a new message shows without a reload.
 */
export function SupportInboxPage() {
  const [table, setTable] = useUrlTableState();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: SupportInboxFilter = isFilter(statusParam) ? statusParam : "active";
  const inbox = useInbox({
    status,
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  });
  const columns = useMemo(
    () => [
      column.accessor((row) => playerLabel(row.player), {
        id: "player",
        header: "Player",
        enableSorting: false,
        cell: ({ row, getValue }) => <Link to={`/support/${row.original.id}`}>{getValue()}</Link>,
      }),
      column.accessor((row) => row.player.brandId, { id: "brand", header: "Brand", enableSorting: false }),
      column.accessor("status", {
        header: "Status",
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <>
            {STATUS_NAMES[getValue()]} {row.original.isAwaitingReply ? <Badge>Awaiting reply</Badge> : null}
          </>
        ),
      }),
      column.accessor((row) => row.lastMessage.text, {
        id: "last",
        header: "Last message",
        enableSorting: false,
        cell: ({ row, getValue }) => (
          <span className={styles.preview}>
            {row.original.lastMessage.author === "operator" ? "Support: " : ""}
            {getValue()}
          </span>
        ),
      }),
      column.accessor((row) => row.lastMessage.createdAt, {
        id: "at",
        header: "Latest activity",
        enableSorting: false,
        cell: ({ getValue }) => <time dateTime={getValue()}>{dateTime.format(new Date(getValue()))}</time>,
      }),
      column.accessor((row) => row.assignedTo?.name ?? "—", {
        id: "assigned",
        header: "Assigned to",
        enableSorting: false,
      }),
    ],
    [],
  );
  return (
    <Page title="Support inbox">
      <div className={styles.stack}>
        <div className={styles.filters}>
          <label className={styles.field}>
            Show
            <select
              className={styles.input}
              value={status}
              onChange={(event) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set("status", event.target.value);
                    next.delete("page");
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          caption="Conversations"
          columns={columns}
          data={inbox.data?.conversations ?? []}
          getRowId={(row) => row.id}
          state={table}
          onStateChange={setTable}
          mode={{ kind: "server", rowCount: inbox.data?.total ?? 0 }}
          isLoading={inbox.isPending}
          emptyText={inbox.error ? errorText(inbox.error) : "No conversations here."}
        />
      </div>
    </Page>
  );
}
