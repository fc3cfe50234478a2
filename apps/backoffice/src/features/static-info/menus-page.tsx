import { allows } from "@casino/contracts/operators";
import { type BackofficeMenuItem, reorderMenuItemsEndpoint } from "@casino/contracts/static-info";
import { Button, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
import { MenuItemForm } from "./menu-item-form";
import { menuItemsKey, useMenuItems } from "./menu-queries";

type Placement = BackofficeMenuItem["placement"];
const PLACEMENTS: [Placement, string][] = [
  ["sidebar", "Sidebar menu"],
  ["tap_bar", "Tap bar (phones)"],
];

/** The brand's sidebar menu and tap bar: labels per locale, links, visibility flags and order. */
export function MenusPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId, locale, params, setParam } = useContentScope();
  const placement: Placement = params.get("placement") === "tap_bar" ? "tap_bar" : "sidebar";
  const editing = params.get("item");
  const items = useMenuItems(brandId);
  const [status, setStatus] = useState<Status>(null);
  const shown = (items.data ?? []).filter((item) => item.placement === placement);
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      api.call(reorderMenuItemsEndpoint, { params: { brandId }, body: { placement, ids } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(menuItemsKey(brandId), answer.items);
      setStatus({ tone: "success", text: "The new order is live." });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const editedItem = shown.find((item) => String(item.id) === editing) ?? null;

  return (
    <Page title="Menus">
      <div className={styles.stack}>
        <ContentScopePicker />
        <fieldset className={styles.actions}>
          <legend className={styles.legend}>Placement</legend>
          {PLACEMENTS.map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={value === placement ? "primary" : "secondary"}
              aria-pressed={value === placement}
              onClick={() => setParam("placement", value)}
            >
              {label}
            </Button>
          ))}
        </fieldset>
        <StatusMessage status={status} />
        {items.error ? <p role="alert">The menu could not be loaded. Reload the page to try again.</p> : null}
        {items.isPending ? <p className={styles.muted}>Loading…</p> : null}
        <ol className={styles.list} aria-label={PLACEMENTS.find(([value]) => value === placement)?.[1]}>
          {shown.map((item, index) => (
            <li key={item.id} className={item.isHidden ? `${styles.row} ${styles.rowHidden}` : styles.row}>
              <span>
                <strong>{item.title[locale]}</strong> <span className={styles.muted}>{item.url}</span>
                {item.isHidden ? <span className={styles.muted}> · hidden</span> : null}
                {item.isNew ? <span className={styles.muted}> · new</span> : null}
              </span>
              {canWrite ? (
                <span className={styles.actions}>
                  <ReorderButtons
                    name={item.title[locale]}
                    index={index}
                    count={shown.length}
                    disabled={reorder.isPending}
                    onMove={(delta) =>
                      reorder.mutate(
                        moved(
                          shown.map((each) => each.id),
                          index,
                          delta,
                        ),
                      )
                    }
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${item.title[locale]}`}
                    onClick={() => setParam("item", String(item.id))}
                  >
                    Edit
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        {canWrite ? (
          <section className={styles.card} aria-labelledby="menu-item-form">
            <h2 id="menu-item-form" className={styles.cardTitle}>
              {editedItem ? `Edit “${editedItem.title[locale]}”` : "Add an item"}
            </h2>
            <MenuItemForm
              key={`${brandId}:${placement}:${editedItem?.id ?? "new"}`}
              brandId={brandId}
              placement={placement}
              item={editedItem}
              onDone={() => setParam("item", null)}
              onStatus={setStatus}
            />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
