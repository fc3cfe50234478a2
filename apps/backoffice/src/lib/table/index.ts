export { DataTable, type DataTableProps } from "./data-table";
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  readTableState,
  type TableState,
  writeTableState,
} from "./url-table-state";
export { useUrlTableState } from "./use-url-table-state";
