import { BRAND_IDS, type BrandId } from "@casino/contracts/brands";
import type { AccountStatus, PlayerListItem } from "@casino/contracts/player";
import { Page } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { DataTable, useUrlTableState } from "../../lib/table";
import styles from "./player.module.css";
import { useSearchPlayers } from "./players-queries";

const column = createColumnHelper<PlayerListItem>();
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const STATUSES: readonly AccountStatus[] = ["ACTIVE", "BLOCKED", "CLOSED"];
export const STATUS_NAMES: Record<AccountStatus, string> = {
  ACTIVE: "Active",
  BLOCKED: "Suspended",
  CLOSED: "Closed",
};

const columns = [
  column.accessor("email", {
    header: "E-mail",
    cell: (cell) => <Link to={`/players/${cell.row.original.id}`}>{cell.getValue()}</Link>,
  }),
  column.accessor((row) => [row.name, row.surname].filter(Boolean).join(" "), {
    id: "name",
    header: "Name",
    enableSorting: false,
  }),
  column.accessor("brandId", { header: "Brand", enableSorting: false }),
  column.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: (cell) => STATUS_NAMES[cell.getValue()],
  }),
  column.accessor("createdAt", {
    header: "Signed up",
    cell: (cell) => <time dateTime={cell.getValue()}>{dateTime.format(new Date(cell.getValue()))}</time>,
  }),
];

const isBrand = (value: string | null): value is BrandId =>
  value !== null && (BRAND_IDS as readonly string[]).includes(value);
const isStatus = (value: string | null): value is AccountStatus =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/**
 * The players search: the server filters (text, brand, status), sorts (sign-up date or e-mail) and pages;
 * every choice lives in the URL, so a search can be shared by link.
 */
export function PlayersPage() {
  const [table, setTable] = useUrlTableState();
  const [params, setParams] = useSearchParams();
  const brand = params.get("brand");
  const status = params.get("status");
  const [sort] = table.sorting;
  const search = useSearchPlayers({
    q: table.search,
    brand: isBrand(brand) ? brand : undefined,
    status: isStatus(status) ? status : undefined,
    sort: sort?.id === "email" ? "email" : "createdAt",
    order: sort ? (sort.desc ? "desc" : "asc") : "desc",
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  });
  const setFilter = (name: "brand" | "status", value: string) =>
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
    <Page title="Players">
      <div className={styles.stack}>
        <div className={styles.filters}>
          <label className={styles.field}>
            Brand
            <select
              className={styles.input}
              value={isBrand(brand) ? brand : ""}
              onChange={(event) => setFilter("brand", event.target.value)}
            >
              <option value="">All brands</option>
              {BRAND_IDS.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Status
            <select
              className={styles.input}
              value={isStatus(status) ? status : ""}
              onChange={(event) => setFilter("status", event.target.value)}
            >
              <option value="">Any status</option>
              {STATUSES.map((each) => (
                <option key={each} value={each}>
                  {STATUS_NAMES[each]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {search.error ? (
          <p role="alert">The players could not be loaded. Reload the page to try again.</p>
        ) : (
          <DataTable
            caption="Players"
            columns={columns}
            data={search.data?.players ?? []}
            getRowId={(row) => row.id}
            state={table}
            onStateChange={setTable}
            mode={{ kind: "server", rowCount: search.data?.total ?? 0 }}
            searchLabel="Search by e-mail, id or name"
            isLoading={search.isPending}
            emptyText="No player matches."
          />
        )}
      </div>
    </Page>
  );
}
