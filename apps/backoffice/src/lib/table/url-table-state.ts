import type { PaginationState, SortingState } from "@tanstack/react-table";

/** A table's state as it lives in the URL, so a filtered, sorted page of a list can be shared by link. */
export interface TableState {
  sorting: SortingState;
  /** The free-text filter. */
  search: string;
  pagination: PaginationState;
}

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const key = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * Reads `sort=email` / `sort=-lastSignInAt`, `q`, `page` (from 1) and `size` from the query string; a
 * `prefix` keeps two tables of one page apart (`staff.sort`).
 */
export function readTableState(params: URLSearchParams, prefix = ""): TableState {
  const sort = params.get(key(prefix, "sort"));
  const page = Number(params.get(key(prefix, "page")) ?? "1");
  const size = Number(params.get(key(prefix, "size")) ?? DEFAULT_PAGE_SIZE);
  return {
    sorting: sort ? [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }] : [],
    search: params.get(key(prefix, "q")) ?? "",
    pagination: {
      pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    },
  };
}

/** Writes a table's state into a copy of `params`, leaving defaults out so links stay short. */
export function writeTableState(params: URLSearchParams, state: TableState, prefix = ""): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(key(prefix, name)) : next.set(key(prefix, name), value);
  const [sort] = state.sorting;
  set("sort", sort ? `${sort.desc ? "-" : ""}${sort.id}` : null);
  set("q", state.search.trim() ? state.search : null);
  set("page", state.pagination.pageIndex > 0 ? String(state.pagination.pageIndex + 1) : null);
  set("size", state.pagination.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pagination.pageSize) : null);
  return next;
}
