import { Button } from "@casino/ui";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortDirection,
  useReactTable,
} from "@tanstack/react-table";
import { useId } from "react";
import styles from "./data-table.module.css";
import { PAGE_SIZES, type TableState } from "./url-table-state";

export interface DataTableProps<Row> {
  /** Names the table for screen readers (its `<caption>`) and its scrolling region. */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column lists mix value types by design.
  columns: ColumnDef<Row, any>[];
  data: readonly Row[];
  getRowId: (row: Row) => string;
  state: TableState;
  onStateChange: (update: (current: TableState) => TableState) => void;
  /**
   * `client`: the rows are all here; sort, search and pages are applied in the browser. `server`: `data` is
   * already the asked page of `rowCount` rows, sorted and filtered by the server from `state`.
   */
  mode?: { kind: "client" } | { kind: "server"; rowCount: number };
  /** Shown with a search box when set: its label. */
  searchLabel?: string;
  isLoading?: boolean;
  emptyText?: string;
}

const SORT_NAMES: Record<SortDirection, "ascending" | "descending"> = {
  asc: "ascending",
  desc: "descending",
};

/**
 * The back office's table on TanStack Table: sortable headers (buttons, `aria-sort`), a search box and
 * pages, all held by the caller's {@link TableState} (the URL, see `useUrlTableState`). The same component
 * serves a small list sorted in the browser and a long one the server pages.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  getRowId,
  state,
  onStateChange,
  mode = { kind: "client" },
  searchLabel,
  isLoading = false,
  emptyText = "Nothing to show.",
}: DataTableProps<Row>) {
  const searchId = useId();
  const isServer = mode.kind === "server";
  const table = useReactTable({
    data: data as Row[],
    columns,
    getRowId,
    state: { sorting: state.sorting, globalFilter: state.search, pagination: state.pagination },
    onSortingChange: (updater) =>
      onStateChange((current) => ({
        ...current,
        sorting: typeof updater === "function" ? updater(current.sorting) : updater,
        pagination: { ...current.pagination, pageIndex: 0 },
      })),
    onPaginationChange: (updater) =>
      onStateChange((current) => ({
        ...current,
        pagination: typeof updater === "function" ? updater(current.pagination) : updater,
      })),
    enableMultiSort: false,
    manualSorting: isServer,
    manualFiltering: isServer,
    manualPagination: isServer,
    ...(isServer ? { rowCount: mode.rowCount } : {}),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: "includesString",
  });
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const page = state.pagination.pageIndex + 1;

  return (
    <div className={styles.wrapper}>
      {searchLabel ? (
        <div className={styles.toolbar}>
          <label htmlFor={searchId}>{searchLabel}</label>
          <input
            id={searchId}
            type="search"
            className={styles.search}
            value={state.search}
            onChange={(event) => {
              const search = event.target.value;
              onStateChange((current) => ({
                ...current,
                search,
                pagination: { ...current.pagination, pageIndex: 0 },
              }));
            }}
          />
        </div>
      ) : null}
      {/* A wide table scrolls on its own on a phone; the region can take focus to scroll by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className={styles.scroller} aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={isLoading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted ? SORT_NAMES[sorted] : header.column.getCanSort() ? "none" : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {isLoading ? "Loading…" : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <nav className={styles.pager} aria-label={`${caption}: pages`}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Previous
        </Button>
        <span>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Next
        </Button>
        <label className={styles.pageSize}>
          Rows per page
          <select
            value={state.pagination.pageSize}
            onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
