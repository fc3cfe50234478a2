import { BRAND_IDS, isBrandId } from "@casino/contracts/brands";
import {
  REDEMPTION_STATUSES,
  type RedemptionRecord,
  type RedemptionStatus,
} from "@casino/contracts/redemptions";
import { Page } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { formatUtcInstant } from "../../lib/dates";
import { formatMajor } from "../../lib/money";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";
import { REDEMPTION_STATUS_NAMES } from "./redemption-labels";
import styles from "./redemptions.module.css";
import { useRedemptionQueue } from "./redemptions-queries";

const column = createColumnHelper<RedemptionRecord>();
/** The queue opens on the new requests, the ones waiting for a first decision. */
const DEFAULT_STATUS: RedemptionStatus = "requested";

const isStatus = (value: string | null): value is RedemptionStatus =>
  value !== null && (REDEMPTION_STATUSES as readonly string[]).includes(value);

const COLUMNS = [
  column.accessor("createdAt", {
    header: "Requested",
    enableSorting: false,
    cell: (c) => <time dateTime={c.getValue()}>{formatUtcInstant(c.getValue())}</time>,
  }),
  column.accessor((row) => row.playerEmail ?? row.playerId, {
    id: "player",
    header: "Player",
    enableSorting: false,
    cell: (c) => <Link to={`/players/${c.row.original.playerId}`}>{c.getValue()}</Link>,
  }),
  column.accessor("brandId", { header: "Brand", enableSorting: false }),
  column.accessor("amount", {
    header: "Amount (winnings)",
    enableSorting: false,
    cell: (c) => <span className={styles.amount}>{formatMajor(c.getValue())}</span>,
  }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: (c) => REDEMPTION_STATUS_NAMES[c.getValue()],
  }),
  column.accessor((row) => `••••${row.payoutDetails.accountLast4}`, {
    id: "account",
    header: "Account",
    enableSorting: false,
  }),
  column.display({
    id: "open",
    header: "Review",
    cell: ({ row }) => (
      <Link
        to={`/cash/redemptions/${row.original.id}`}
        aria-label={`Review the redemption of ${formatMajor(row.original.amount)} by ${row.original.playerEmail ?? row.original.playerId}`}
      >
        Review
      </Link>
    ),
  }),
];

/**
 * "Redemptions" (module cash): the queue of players' requests to redeem winnings, the longest waiting
 * first; status and brand live in the URL (`?status=held&brand=tao`).
 */
export function RedemptionsPage() {
  const [table, setTable] = useUrlTableState();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status = statusParam === "all" ? undefined : isStatus(statusParam) ? statusParam : DEFAULT_STATUS;
  const brandParam = params.get("brand") ?? "";
  const brandId = isBrandId(brandParam) ? brandParam : undefined;
  const queue = useRedemptionQueue({
    status,
    brandId,
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  });
  const setFilter = (name: "status" | "brand", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
        return next;
      },
      { replace: true },
    );

  return (
    <Page title="Redemptions">
      <div className={styles.stack}>
        <div className={styles.filters}>
          <label className={styles.field}>
            Status
            <select value={status ?? "all"} onChange={(event) => setFilter("status", event.target.value)}>
              {REDEMPTION_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {REDEMPTION_STATUS_NAMES[each]}
                </option>
              ))}
              <option value="all">All</option>
            </select>
          </label>
          <label className={styles.field}>
            Brand
            <select value={brandId ?? ""} onChange={(event) => setFilter("brand", event.target.value)}>
              <option value="">All brands</option>
              {BRAND_IDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          caption="Redemption requests, oldest first"
          columns={COLUMNS}
          data={queue.data?.redemptions ?? []}
          getRowId={(row) => row.id}
          state={table}
          onStateChange={setTable}
          mode={{ kind: "server", rowCount: queue.data?.total ?? 0 }}
          isLoading={queue.isPending}
          emptyText={queue.error ? errorText(queue.error) : "No request waits here."}
        />
      </div>
    </Page>
  );
}
