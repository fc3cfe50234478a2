import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficeBrandGame,
  listBrandGamesEndpoint,
  pinBrandGamesEndpoint,
  updateBrandGameEndpoint,
} from "@casino/contracts/games-catalogue";
import { allows } from "@casino/contracts/operators";
import { Button, Page } from "@casino/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useApi } from "../../lib/api";
import {
  ContentScopePicker,
  moved,
  ReorderButtons,
  contentStyles as styles,
  useContentScope,
} from "../../lib/content";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { DataTable, useUrlTableState } from "../../lib/table";

const gamesKey = (brandId: BrandId) => ["backoffice", "content", "brand-games", brandId] as const;
const column = createColumnHelper<BackofficeBrandGame>();

/** Which games the brand shows, and which it pins first in every list, in what order. */
export function BrandGamesPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId } = useContentScope();
  const [table, setTable] = useUrlTableState();
  const [status, setStatus] = useState<Status>(null);
  const games = useQuery({
    queryKey: gamesKey(brandId),
    queryFn: async () => (await api.call(listBrandGamesEndpoint, { params: { brandId } })).games,
  });
  const list = games.data ?? [];
  const pinned = list.filter((game) => game.pinnedPosition !== null);

  const toggle = useMutation({
    mutationFn: (game: BackofficeBrandGame) =>
      api.call(updateBrandGameEndpoint, {
        params: { brandId, id: game.id },
        body: { isVisible: !game.isVisible },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<BackofficeBrandGame[]>(gamesKey(brandId), (current = []) =>
        current.map((each) => (each.id === answer.id ? answer : each)),
      );
      setStatus({ tone: "success", text: `${answer.title} is ${answer.isVisible ? "shown" : "hidden"}.` });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const pin = useMutation({
    mutationFn: (ids: number[]) => api.call(pinBrandGamesEndpoint, { params: { brandId }, body: { ids } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(gamesKey(brandId), answer.games);
      setStatus({ tone: "success", text: "The brand's order of games is live." });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const isBusy = toggle.isPending || pin.isPending;
  const pinnedIds = pinned.map((game) => game.id);

  const columns = useMemo(
    () => [
      column.accessor("title", { header: "Game" }),
      column.accessor("provider", { header: "Studio" }),
      column.accessor((row) => (!row.isActive ? "Withdrawn" : row.isVisible ? "Shown" : "Hidden"), {
        id: "visibility",
        header: "For this brand",
      }),
      column.accessor((row) => row.pinnedPosition ?? undefined, {
        id: "pinned",
        header: "Pinned",
        cell: (cell) => cell.getValue() ?? "",
        sortUndefined: "last",
        enableGlobalFilter: false,
      }),
      ...(canWrite
        ? [
            column.display({
              id: "actions",
              header: "Actions",
              cell: ({ row }) => {
                const game = row.original;
                const isPinned = game.pinnedPosition !== null;
                return (
                  <span className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isBusy}
                      aria-label={`${game.isVisible ? "Hide" : "Show"} ${game.title}`}
                      onClick={() => toggle.mutate(game)}
                    >
                      {game.isVisible ? "Hide" : "Show"}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={isBusy}
                      aria-label={`${isPinned ? "Unpin" : "Pin"} ${game.title}`}
                      onClick={() =>
                        pin.mutate(
                          isPinned ? pinnedIds.filter((id) => id !== game.id) : [...pinnedIds, game.id],
                        )
                      }
                    >
                      {isPinned ? "Unpin" : "Pin first"}
                    </Button>
                  </span>
                );
              },
            }),
          ]
        : []),
    ],
    [canWrite, isBusy, pinnedIds, toggle, pin],
  );

  return (
    <Page title="Games">
      <div className={styles.stack}>
        <ContentScopePicker showLocale={false} />
        <StatusMessage status={status} />
        <section className={styles.card} aria-labelledby="pinned-title">
          <h2 id="pinned-title" className={styles.cardTitle}>
            Pinned first, in this order
          </h2>
          {pinned.length === 0 ? (
            <p className={styles.muted}>No game is pinned: the brand shows the catalogue's order.</p>
          ) : (
            <ol className={styles.list} aria-label="Pinned games in order">
              {pinned.map((game, index) => (
                <li key={game.id} className={styles.row}>
                  <span>{game.title}</span>
                  {canWrite ? (
                    <ReorderButtons
                      name={game.title}
                      index={index}
                      count={pinned.length}
                      disabled={isBusy}
                      onMove={(delta) => pin.mutate(moved(pinnedIds, index, delta))}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
        {games.error ? (
          <p role="alert">The games could not be loaded. Reload the page to try again.</p>
        ) : (
          <DataTable
            caption="Every game, for this brand"
            columns={columns}
            data={list}
            getRowId={(row) => String(row.id)}
            state={table}
            onStateChange={setTable}
            searchLabel="Search games"
            isLoading={games.isPending}
          />
        )}
      </div>
    </Page>
  );
}
