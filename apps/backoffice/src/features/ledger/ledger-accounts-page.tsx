import { CURRENCIES } from "@casino/contracts/client";
import { type LedgerAccount, listLedgerAccountsEndpoint } from "@casino/contracts/ledger";
import type { Currency } from "@casino/contracts/money";
import { Page } from "@casino/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useApi } from "../../lib/api";
import { formValues, filterStyles as styles, useUrlFilters } from "../../lib/filters";
import { formatMinor } from "../../lib/money";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";

const FILTERS = ["owner", "currency", "playerId"] as const;
const column = createColumnHelper<LedgerAccount>();
const COLUMNS = [
  column.accessor("id", { header: "Account", enableSorting: false }),
  column.accessor((row) => row.house ?? row.playerId ?? "", {
    id: "owner",
    header: "Owner",
    enableSorting: false,
  }),
  column.accessor("currency", { header: "Currency", enableSorting: false }),
  column.accessor("balance", {
    header: "Balance",
    enableSorting: false,
    cell: (cell) => (
      <span className={styles.amount}>{formatMinor(cell.getValue(), cell.row.original.currency)}</span>
    ),
  }),
];

/** Ledger accounts: house first (balances summed from postings), then players'; paged by the server. */
export function LedgerAccountsPage() {
  const api = useApi();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [table, setTable] = useUrlTableState();
  const query = {
    ...(filters.owner === "house" || filters.owner === "player"
      ? { owner: filters.owner as "house" | "player" }
      : {}),
    ...(filters.currency ? { currency: filters.currency as Currency } : {}),
    ...(filters.playerId ? { playerId: filters.playerId } : {}),
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  };
  const accounts = useQuery({
    queryKey: ["backoffice", "ledger", "accounts", query],
    queryFn: () => api.call(listLedgerAccountsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title="Ledger accounts">
      <div className={styles.stack}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(formValues(event.currentTarget, FILTERS));
          }}
        >
          <label className={styles.field}>
            Owner
            <select name="owner" defaultValue={filters.owner ?? ""}>
              <option value="">House and players</option>
              <option value="house">House</option>
              <option value="player">Players</option>
            </select>
          </label>
          <label className={styles.field}>
            Currency
            <select name="currency" defaultValue={filters.currency ?? ""}>
              <option value="">All</option>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Player id
            <input name="playerId" defaultValue={filters.playerId ?? ""} />
          </label>
          <button type="submit">Filter</button>
        </form>
        {accounts.error ? (
          <p role="alert">{errorText(accounts.error)}</p>
        ) : (
          <DataTable
            caption="Ledger accounts"
            columns={COLUMNS}
            data={accounts.data?.accounts ?? []}
            getRowId={(row) => row.id}
            state={table}
            onStateChange={setTable}
            mode={{ kind: "server", rowCount: accounts.data?.total ?? 0 }}
            isLoading={accounts.isPending}
            emptyText="No account matches these filters."
          />
        )}
      </div>
    </Page>
  );
}
