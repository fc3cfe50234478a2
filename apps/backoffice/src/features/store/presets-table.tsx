import type { BackofficePreset } from "@casino/contracts/store.backoffice";
import { Button } from "@casino/ui";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { formatMinor } from "../../lib/money";
import { DataTable, useUrlTableState } from "../../lib/table";
import { WEEKDAYS } from "./preset-fields";
import styles from "./store.module.css";
import { presetName } from "./store-queries";

const column = createColumnHelper<BackofficePreset>();
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const KIND_NAMES = { package: "Package", promoOffer: "Promo offer" } as const;

const flagsOf = (preset: BackofficePreset) =>
  [
    preset.bestDeal ? "Best deal" : null,
    preset.mostPopular ? "Most popular" : null,
    preset.isQuickBuy ? "Quick buy" : null,
    preset.isPopup ? "Pop-up" : null,
    preset.urlHash ? `Link #${preset.urlHash}` : null,
  ].filter(Boolean);

/** When it is sold, in words: the window (UTC) and the weekdays. */
function whenOf(preset: BackofficePreset) {
  const parts: string[] = [];
  if (preset.availableFrom) parts.push(`from ${dateTime.format(new Date(preset.availableFrom))}`);
  if (preset.availableTill) parts.push(`till ${dateTime.format(new Date(preset.availableTill))}`);
  if (preset.daysOfWeek?.length) {
    const names = WEEKDAYS.filter(([day]) => preset.daysOfWeek?.includes(day)).map(([, name]) =>
      name.slice(0, 3),
    );
    parts.push(names.join(", "));
  }
  return parts.length ? parts.join("; ") : "Always";
}

/** The brand's presets, one row each; writers get Edit and Deactivate per row. */
export function PresetsTable({
  presets,
  isLoading,
  emptyText,
  canWrite,
  isBusy,
  onEdit,
  onDeactivate,
}: {
  presets: readonly BackofficePreset[];
  isLoading: boolean;
  emptyText: string;
  canWrite: boolean;
  isBusy: boolean;
  onEdit: (preset: BackofficePreset) => void;
  onDeactivate: (preset: BackofficePreset) => void;
}) {
  const [table, setTable] = useUrlTableState("presets");
  const columns = useMemo(
    () => [
      column.accessor("sortOrder", {
        header: "Order",
        cell: (c) => <span className={styles.amount}>{c.getValue()}</span>,
      }),
      column.accessor("kind", { header: "Kind", cell: (c) => KIND_NAMES[c.getValue()] }),
      column.accessor((row) => presetName(row), { id: "title", header: "Title" }),
      column.accessor((row) => Number(row.price), {
        id: "price",
        header: "Price",
        cell: (c) => (
          <span className={styles.amount}>
            ${c.row.original.price}
            {c.row.original.usualPrice ? <s className={styles.muted}> ${c.row.original.usualPrice}</s> : null}
          </span>
        ),
      }),
      column.accessor("coins", {
        header: "Coins",
        enableSorting: false,
        cell: (c) => <span className={styles.amount}>{formatMinor(c.getValue(), "coins")}</span>,
      }),
      column.accessor("entries", {
        header: "Entries",
        enableSorting: false,
        cell: (c) => <span className={styles.amount}>{c.getValue()}</span>,
      }),
      column.accessor((row) => row.badgeLabel ?? "", { id: "badge", header: "Badge", enableSorting: false }),
      column.accessor((row) => flagsOf(row).join(", "), {
        id: "flags",
        header: "Flags",
        enableSorting: false,
      }),
      column.accessor("isActive", { header: "Active", cell: (c) => (c.getValue() ? "Yes" : "No") }),
      column.accessor((row) => whenOf(row), { id: "when", header: "When sold", enableSorting: false }),
      ...(canWrite
        ? [
            column.display({
              id: "actions",
              header: "Actions",
              cell: ({ row }) => (
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${presetName(row.original)}`}
                    onClick={() => onEdit(row.original)}
                  >
                    Edit
                  </Button>
                  {row.original.isActive ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Deactivate ${presetName(row.original)}`}
                      disabled={isBusy}
                      onClick={() => onDeactivate(row.original)}
                    >
                      Deactivate
                    </Button>
                  ) : null}
                </span>
              ),
            }),
          ]
        : []),
    ],
    [canWrite, isBusy, onEdit, onDeactivate],
  );
  return (
    <DataTable
      caption="Packages and promo offers"
      columns={columns}
      data={presets}
      getRowId={(row) => String(row.id)}
      state={table}
      onStateChange={setTable}
      searchLabel="Search by title or badge"
      isLoading={isLoading}
      emptyText={emptyText}
    />
  );
}
