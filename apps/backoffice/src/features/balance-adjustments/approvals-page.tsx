import {
  type AdjustmentStatus,
  approveAdjustmentEndpoint,
  type BalanceAdjustment,
  rejectAdjustmentEndpoint,
} from "@casino/contracts/balance-adjustments";
import { allows } from "@casino/contracts/operators";
import { Button, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useApi } from "../../lib/api";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";
import { ADJUSTMENTS_KEY, useAdjustments } from "./adjustments-queries";
import styles from "./balance-adjustments.module.css";

const column = createColumnHelper<BalanceAdjustment>();
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const STATUSES: readonly AdjustmentStatus[] = ["PENDING", "POSTED", "REJECTED"];
const isStatus = (value: string | null): value is AdjustmentStatus =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/** One pending adjustment's decision; the list changes only with the server's answer. */
function Decision({
  adjustment,
  isOwn,
  onStatus,
}: {
  adjustment: BalanceAdjustment;
  isOwn: boolean;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      api.call(approve ? approveAdjustmentEndpoint : rejectAdjustmentEndpoint, {
        params: { id: adjustment.id },
      }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY });
      onStatus({
        tone: "success",
        text: `${answer.amount} ${answer.currency}: ${answer.status === "POSTED" ? "approved and posted" : "rejected"}.`,
      });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  if (isOwn) return <span>Yours: another operator decides</span>;
  return (
    <div className={styles.actions}>
      <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
        Approve
      </Button>
      <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate(false)}>
        Reject
      </Button>
    </div>
  );
}

/** Balance adjustments, pending ones first by default: a second operator approves or rejects them. */
export function ApprovalsPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "adjustments:write") : false;
  const [table, setTable] = useUrlTableState();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status = statusParam === "all" ? undefined : isStatus(statusParam) ? statusParam : "PENDING";
  const list = useAdjustments({
    status,
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  });
  const [message, setMessage] = useState<Status>(null);
  const columns = useMemo(
    () => [
      column.accessor("requestedAt", {
        header: "Requested",
        enableSorting: false,
        cell: (c) => <time dateTime={c.getValue()}>{dateTime.format(new Date(c.getValue()))}</time>,
      }),
      column.accessor("playerId", {
        header: "Player",
        enableSorting: false,
        cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue().slice(0, 8)}</Link>,
      }),
      column.accessor((row) => `${row.amount} ${row.currency}`, {
        id: "amount",
        header: "Amount",
        enableSorting: false,
      }),
      column.accessor("reason", { header: "Reason", enableSorting: false }),
      column.accessor((row) => row.requestedBy.name, { id: "by", header: "By", enableSorting: false }),
      column.accessor("status", { header: "Status", enableSorting: false }),
      ...(canWrite
        ? [
            column.display({
              id: "decision",
              header: "Decision",
              cell: ({ row }) =>
                row.original.status === "PENDING" ? (
                  <Decision
                    adjustment={row.original}
                    isOwn={row.original.requestedBy.id === me?.id}
                    onStatus={setMessage}
                  />
                ) : (
                  (row.original.decidedBy?.name ?? "—")
                ),
            }),
          ]
        : []),
    ],
    [canWrite, me?.id],
  );
  return (
    <Page title="Balance adjustments">
      <div className={styles.stack}>
        <StatusMessage status={message} />
        <div className={styles.filters}>
          <label className={styles.field}>
            Status
            <select
              className={styles.input}
              value={status ?? "all"}
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
              <option value="PENDING">Waiting for approval</option>
              <option value="POSTED">Posted</option>
              <option value="REJECTED">Rejected</option>
              <option value="all">All</option>
            </select>
          </label>
        </div>
        <DataTable
          caption="Adjustments"
          columns={columns}
          data={list.data?.adjustments ?? []}
          getRowId={(row) => row.id}
          state={table}
          onStateChange={setTable}
          mode={{ kind: "server", rowCount: list.data?.total ?? 0 }}
          isLoading={list.isPending}
          emptyText={list.error ? errorText(list.error) : "Nothing here."}
        />
      </div>
    </Page>
  );
}
