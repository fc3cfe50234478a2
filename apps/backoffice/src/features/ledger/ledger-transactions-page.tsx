import { type LedgerTransaction, listLedgerTransactionsEndpoint } from "@casino/contracts/ledger";
import { Page } from "@casino/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useApi } from "../../lib/api";
import { formValues, filterStyles as styles, useUrlFilters } from "../../lib/filters";
import { formatMinor } from "../../lib/money";
import { errorText } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";

const FILTERS = ["kind", "playerId", "from", "to"] as const;
const column = createColumnHelper<LedgerTransaction>();
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

const COLUMNS = [
  column.accessor("id", { header: "Transaction", enableSorting: false }),
  column.accessor("createdAt", {
    header: "When (UTC)",
    enableSorting: false,
    cell: (cell) => <time dateTime={cell.getValue()}>{dateTime.format(new Date(cell.getValue()))}</time>,
  }),
  column.accessor("kind", { header: "Kind", enableSorting: false }),
  column.accessor((row) => row.playerId ?? "", { id: "player", header: "Player", enableSorting: false }),
  column.display({
    id: "postings",
    header: "Postings",
    cell: ({ row }) => (
      <ul>
        {row.original.postings.map((posting) => (
          <li key={`${posting.accountId}-${posting.currency}-${posting.amount}`}>
            {posting.house ? `house ${posting.house}` : `player ${posting.playerId}`}:{" "}
            <span className={styles.amount}>{formatMinor(posting.amount, posting.currency)}</span>{" "}
            {posting.currency}
          </li>
        ))}
      </ul>
    ),
  }),
];

const toInstant = (day: string, end = false) => (day ? `${day}T${end ? "23:59:59.999" : "00:00:00"}Z` : "");

/** Journal transactions, newest first, with their postings; filters and pages in the URL. */
export function LedgerTransactionsPage() {
  const api = useApi();
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const [table, setTable] = useUrlTableState();
  const query = {
    ...filters,
    page: table.pagination.pageIndex + 1,
    pageSize: table.pagination.pageSize,
  };
  const transactions = useQuery({
    queryKey: ["backoffice", "ledger", "transactions", query],
    queryFn: () => api.call(listLedgerTransactionsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title="Ledger transactions">
      <div className={styles.stack}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const values = formValues(event.currentTarget, FILTERS);
            setFilters({ ...values, from: toInstant(values.from), to: toInstant(values.to, true) });
          }}
        >
          <label className={styles.field}>
            Kind
            <input name="kind" defaultValue={filters.kind ?? ""} placeholder="game.bet" />
          </label>
          <label className={styles.field}>
            Player id
            <input name="playerId" defaultValue={filters.playerId ?? ""} />
          </label>
          <label className={styles.field}>
            From (UTC day)
            <input type="date" name="from" defaultValue={filters.from?.slice(0, 10) ?? ""} />
          </label>
          <label className={styles.field}>
            To (UTC day)
            <input type="date" name="to" defaultValue={filters.to?.slice(0, 10) ?? ""} />
          </label>
          <button type="submit">Filter</button>
        </form>
        {transactions.error ? (
          <p role="alert">{errorText(transactions.error)}</p>
        ) : (
          <DataTable
            caption="Journal transactions, newest first"
            columns={COLUMNS}
            data={transactions.data?.transactions ?? []}
            getRowId={(row) => row.id}
            state={table}
            onStateChange={setTable}
            mode={{ kind: "server", rowCount: transactions.data?.total ?? 0 }}
            isLoading={transactions.isPending}
            emptyText="No transaction matches these filters."
          />
        )}
      </div>
    </Page>
  );
}
