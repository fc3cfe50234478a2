import type { RoundSummary } from "@casino/contracts/game-rounds";
import type { PlayerTransaction } from "@casino/contracts/player";
import { createColumnHelper } from "@tanstack/react-table";
import { DataTable, useUrlTableState } from "../../lib/table";
import styles from "./player.module.css";
import { usePlayerRounds, usePlayerSignIns, usePlayerTransactions } from "./players-queries";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });
const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;

/** The server pages each history; its page lives in the URL under its own prefix (`tx.page=2`). */
function usePaged(prefix: string) {
  const [table, setTable] = useUrlTableState(prefix);
  return {
    table,
    setTable,
    page: { page: table.pagination.pageIndex + 1, pageSize: table.pagination.pageSize },
  };
}

const txColumn = createColumnHelper<PlayerTransaction>();
const txColumns = [
  txColumn.accessor("createdAt", { header: "When", enableSorting: false, cell: (c) => when(c.getValue()) }),
  txColumn.accessor("kind", { header: "Kind", enableSorting: false }),
  txColumn.accessor(
    (row) => row.amounts.map((a) => `${a.amount > 0 ? "+" : ""}${a.amount} ${a.currency}`).join(", "),
    {
      id: "amounts",
      header: "Amounts",
      enableSorting: false,
    },
  ),
  txColumn.accessor("idempotencyKey", {
    header: "Key",
    enableSorting: false,
    cell: (c) => <span className={styles.mono}>{c.getValue()}</span>,
  }),
  txColumn.accessor((row) => JSON.stringify(row.metadata), {
    id: "metadata",
    header: "Details",
    enableSorting: false,
    cell: (c) => <span className={styles.mono}>{c.getValue()}</span>,
  }),
];

export function PlayerTransactions({ playerId }: { playerId: string }) {
  const { table, setTable, page } = usePaged("tx");
  const query = usePlayerTransactions(playerId, page);
  return (
    <DataTable
      caption="Ledger transactions"
      columns={txColumns}
      data={query.data?.transactions ?? []}
      getRowId={(row) => row.id}
      state={table}
      onStateChange={setTable}
      mode={{ kind: "server", rowCount: query.data?.total ?? 0 }}
      isLoading={query.isPending}
      emptyText={query.error ? "The transactions could not be loaded." : "No transactions yet."}
    />
  );
}

const roundColumn = createColumnHelper<RoundSummary>();
const roundColumns = [
  roundColumn.accessor("createdAt", {
    header: "When",
    enableSorting: false,
    cell: (c) => when(c.getValue()),
  }),
  roundColumn.accessor("gameName", { header: "Game", enableSorting: false }),
  roundColumn.accessor((row) => `${row.bet} ${row.currency}`, {
    id: "bet",
    header: "Bet",
    enableSorting: false,
  }),
  roundColumn.accessor((row) => `${row.win} ${row.currency}`, {
    id: "win",
    header: "Win",
    enableSorting: false,
  }),
  roundColumn.accessor("status", { header: "Status", enableSorting: false }),
  roundColumn.accessor("fairness", {
    header: "Fairness proof",
    enableSorting: false,
    cell: (c) => {
      const fairness = c.getValue();
      if (!fairness) return "—";
      return (
        <span className={styles.mono}>
          hash {fairness.serverSeedHash}, client seed {fairness.clientSeed}, nonce {fairness.nonce}, seed{" "}
          {fairness.serverSeed ?? "not revealed yet"}
        </span>
      );
    },
  }),
];

export function PlayerRounds({ playerId }: { playerId: string }) {
  const { table, setTable, page } = usePaged("rounds");
  const query = usePlayerRounds(playerId, page);
  return (
    <DataTable
      caption="Game rounds"
      columns={roundColumns}
      data={query.data?.rounds ?? []}
      getRowId={(row) => row.id}
      state={table}
      onStateChange={setTable}
      mode={{ kind: "server", rowCount: query.data?.total ?? 0 }}
      isLoading={query.isPending}
      emptyText={query.error ? "The rounds could not be loaded." : "No rounds yet."}
    />
  );
}

type SignIn = { occurredAt: string; ip: string | null; userAgent: string | null; method: string };
const signInColumn = createColumnHelper<SignIn>();
const signInColumns = [
  signInColumn.accessor("occurredAt", {
    header: "When",
    enableSorting: false,
    cell: (c) => when(c.getValue()),
  }),
  signInColumn.accessor("method", { header: "Method", enableSorting: false }),
  signInColumn.accessor((row) => row.ip ?? "—", { id: "ip", header: "IP", enableSorting: false }),
  signInColumn.accessor((row) => row.userAgent ?? "—", { id: "ua", header: "Browser", enableSorting: false }),
];

export function PlayerSignIns({ playerId }: { playerId: string }) {
  const { table, setTable, page } = usePaged("signins");
  const query = usePlayerSignIns(playerId, page);
  return (
    <DataTable
      caption="Sign-in history"
      columns={signInColumns}
      data={query.data?.signIns ?? []}
      getRowId={(row) => `${row.occurredAt}-${row.ip}-${row.method}`}
      state={table}
      onStateChange={setTable}
      mode={{ kind: "server", rowCount: query.data?.total ?? 0 }}
      isLoading={query.isPending}
      emptyText={query.error ? "The sign-ins could not be loaded." : "No sign-ins yet."}
    />
  );
}
