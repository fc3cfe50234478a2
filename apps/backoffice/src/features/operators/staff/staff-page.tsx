import { allows, type Operator } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useOperator } from "../../../lib/session";
import { type Status, StatusMessage } from "../../../lib/status";
import { DataTable, useUrlTableState } from "../../../lib/table";
import styles from "../operators.module.css";
import { useOperators, useRoles } from "../operators-queries";
import { CreateOperatorForm } from "./create-operator-form";
import { OperatorActions } from "./operator-actions";

const column = createColumnHelper<Operator>();
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The casino's staff: every operator, and (with `staff:write`) adding one and changing them. */
export function StaffPage() {
  const me = useOperator().data;
  const operators = useOperators();
  const roles = useRoles();
  const [table, setTable] = useUrlTableState();
  const [status, setStatus] = useState<Status>(null);
  const canWrite = me ? allows(me.permissions, "staff:write") : false;
  const roleList = roles.data ?? [];

  const columns = useMemo(() => {
    const roleName = (id: string) => roleList.find((role) => role.id === id)?.name ?? id;
    return [
      column.accessor("email", { header: "E-mail" }),
      column.accessor("name", { header: "Name" }),
      column.accessor((row) => roleName(row.roleId), { id: "role", header: "Role" }),
      column.accessor("status", {
        header: "Status",
        cell: (cell) => (cell.getValue() === "ACTIVE" ? "Active" : "Disabled"),
      }),
      column.accessor("hasSecondFactor", {
        header: "2FA",
        cell: (cell) => (cell.getValue() ? "Enrolled" : "Not yet"),
        enableGlobalFilter: false,
      }),
      column.accessor((row) => row.lastSignInAt ?? undefined, {
        id: "lastSignInAt",
        header: "Last sign-in",
        cell: (cell) => {
          const value = cell.getValue();
          return value ? <time dateTime={value}>{dateTime.format(new Date(value))}</time> : "Never";
        },
        sortUndefined: "last",
        enableGlobalFilter: false,
      }),
      ...(canWrite
        ? [
            column.display({
              id: "actions",
              header: "Actions",
              cell: ({ row }) => (
                <OperatorActions
                  operator={row.original}
                  roles={roleList}
                  isSelf={row.original.id === me?.id}
                  onStatus={setStatus}
                />
              ),
            }),
          ]
        : []),
    ];
  }, [roleList, canWrite, me?.id]);

  return (
    <Page title="Staff">
      <div className={styles.stack}>
        <StatusMessage status={status} />
        {operators.error ? (
          <p role="alert">The staff list could not be loaded. Reload the page to try again.</p>
        ) : (
          <DataTable
            caption="Operators"
            columns={columns}
            data={operators.data ?? []}
            getRowId={(row) => row.id}
            state={table}
            onStateChange={setTable}
            searchLabel="Search staff"
            isLoading={operators.isPending}
          />
        )}
        {canWrite && roles.data ? (
          <section className={styles.card} aria-labelledby="add-operator">
            <h2 id="add-operator" className={styles.cardTitle}>
              Add an operator
            </h2>
            <CreateOperatorForm roles={roles.data} onStatus={setStatus} />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
