import { BRAND_IDS, isBrandId } from "@casino/contracts/brands";
import {
  type BackofficePurchaseOrder,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderStatus,
} from "@casino/contracts/payments";
import { Page } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { formValues, useUrlFilters } from "../../lib/filters";
import { formatUsdCents } from "../../lib/money";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";
import { formatInstant, ORDER_STATUS_NAMES } from "./order-labels";
import styles from "./payments.module.css";
import { useOrders } from "./payments-queries";

const column = createColumnHelper<BackofficePurchaseOrder>();
const FILTERS = ["status", "brand", "playerId", "q", "from", "to"] as const;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | undefined): value is PurchaseOrderStatus =>
  value !== undefined && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);

const COLUMNS = [
  column.accessor("createdAt", {
    header: "Created",
    enableSorting: false,
    cell: (c) => <time dateTime={c.getValue()}>{formatInstant(c.getValue())}</time>,
  }),
  column.accessor("id", {
    header: "Order",
    enableSorting: false,
    cell: (c) => (
      <Link to={`/cash/orders/${c.getValue()}`} aria-label={`Order ${c.getValue()}`}>
        {c.getValue().slice(0, 8)}
      </Link>
    ),
  }),
  column.accessor((row) => row.playerEmail ?? row.playerId, {
    id: "player",
    header: "Player",
    enableSorting: false,
    cell: (c) => <Link to={`/players/${c.row.original.playerId}`}>{c.getValue()}</Link>,
  }),
  column.accessor("brandId", { header: "Brand", enableSorting: false }),
  column.accessor("title", { header: "Package", enableSorting: false }),
  column.accessor("amountCents", {
    header: "Amount",
    enableSorting: false,
    cell: (c) => <span className={styles.amount}>{formatUsdCents(c.getValue())}</span>,
  }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: (c) => ORDER_STATUS_NAMES[c.getValue()],
  }),
  column.accessor("methodId", { header: "Method", enableSorting: false }),
];

/** A UTC day of the filter as the API's instant; `to` is the start of the next day, since it is excluded. */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS).toISOString();

/**
 * "Orders" (module cash): purchase orders newest first, searched by status, brand, player, text and UTC
 * days; every filter and the page live in the URL, so a search can be shared by link.
 */
export function OrdersPage() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [table, setTable] = useUrlTableState();
  const problem =
    filters.from && !DAY.test(filters.from)
      ? "“From” must be a date."
      : filters.to && !DAY.test(filters.to)
        ? "“To” must be a date."
        : filters.from && filters.to && filters.from > filters.to
          ? "“From” must not be after “To”."
          : filters.playerId && !UUID.test(filters.playerId)
            ? "A player id looks like 5f0c6a8e-1b2c-4d3e-8f4a-5b6c7d8e9f00; search for an e-mail in the search box."
            : null;
  const orders = useOrders(
    {
      status: isStatus(filters.status) ? filters.status : undefined,
      brandId: filters.brand && isBrandId(filters.brand) ? filters.brand : undefined,
      playerId: filters.playerId,
      q: filters.q,
      from: filters.from && DAY.test(filters.from) ? dayStart(filters.from) : undefined,
      to: filters.to && DAY.test(filters.to) ? dayStart(filters.to, 1) : undefined,
      page: table.pagination.pageIndex + 1,
      pageSize: table.pagination.pageSize,
    },
    problem === null,
  );

  return (
    <Page title="Orders">
      <div className={styles.stack}>
        <form
          className={styles.filters}
          aria-label="Search orders"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(formValues(event.currentTarget, FILTERS));
          }}
        >
          <label className={styles.field}>
            Status
            <select name="status" defaultValue={filters.status ?? ""}>
              <option value="">Any status</option>
              {PURCHASE_ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_NAMES[status]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Brand
            <select name="brand" defaultValue={filters.brand ?? ""}>
              <option value="">All brands</option>
              {BRAND_IDS.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Player id
            <input name="playerId" defaultValue={filters.playerId ?? ""} autoComplete="off" />
          </label>
          <label className={styles.field}>
            E-mail, order id or payment id
            <input name="q" type="search" defaultValue={filters.q ?? ""} autoComplete="off" />
          </label>
          <label className={styles.field}>
            From (UTC day)
            <input name="from" type="date" defaultValue={filters.from ?? ""} />
          </label>
          <label className={styles.field}>
            To (UTC day, included)
            <input name="to" type="date" defaultValue={filters.to ?? ""} />
          </label>
          <button type="submit">Search</button>
        </form>
        {problem ? <p role="alert">{problem}</p> : null}
        <DataTable
          caption="Purchase orders, newest first"
          columns={COLUMNS}
          data={problem ? [] : (orders.data?.orders ?? [])}
          getRowId={(row) => row.id}
          state={table}
          onStateChange={setTable}
          mode={{ kind: "server", rowCount: problem ? 0 : (orders.data?.total ?? 0) }}
          isLoading={orders.isPending && problem === null}
          emptyText={orders.error ? errorText(orders.error) : "No order matches."}
        />
      </div>
    </Page>
  );
}
