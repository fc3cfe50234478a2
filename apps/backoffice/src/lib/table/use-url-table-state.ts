import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readTableState, type TableState, writeTableState } from "./url-table-state";

/**
 * A table's sorting, search and page held in the URL. A screen whose server pages and sorts passes the
 * state into its query key; a small list hands it to `DataTable` to apply on the client.
 */
export function useUrlTableState(prefix = "") {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, prefix), [params, prefix]);
  const setState = useCallback(
    (update: (current: TableState) => TableState) =>
      setParams((current) => writeTableState(current, update(readTableState(current, prefix)), prefix), {
        replace: true,
      }),
    [setParams, prefix],
  );
  return [state, setState] as const;
}
