import type { BrandId } from "@casino/contracts/brands";
import { allows } from "@casino/contracts/operators";
import { PRESET_KINDS, type PresetKind } from "@casino/contracts/store";
import { type BackofficePreset, deactivateStorePresetEndpoint } from "@casino/contracts/store.backoffice";
import { Button, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useApi } from "../../lib/api";
import { ContentScopePicker, useContentScope } from "../../lib/content";
import { ConfirmDialog } from "../../lib/dialog";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { PresetForm } from "./preset-form";
import { PresetsTable } from "./presets-table";
import styles from "./store.module.css";
import { presetName, presetsKey, storePreset, usePresets } from "./store-queries";

const isKind = (value: string | null): value is PresetKind =>
  value !== null && (PRESET_KINDS as readonly string[]).includes(value);

/**
 * "Packages" (module content): a brand's coin packages and promo offers with every condition of their sale.
 * Brand and kind live in the URL (`?brand=tao&kind=promoOffer`), so a view can be shared by link.
 */
export function PresetsPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const api = useApi();
  const queryClient = useQueryClient();
  const { brandId, params, setParam } = useContentScope();
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : null;
  const presets = usePresets(brandId);
  const all = presets.data ?? [];
  const shown = kind ? all.filter((each) => each.kind === kind) : all;
  // Which preset the form edits is the screen's own state, not the URL's: the table writes its page to
  // the URL as the list changes after a save, and two writes of one tick would bring a closed form back.
  const [open, setOpen] = useState<{ brandId: BrandId; id: number | "new" } | null>(null);
  const openHere = open?.brandId === brandId ? open.id : null;
  const editing = all.find((each) => each.id === openHere) ?? null;
  const isFormOpen = canWrite && (openHere === "new" || editing !== null);
  const [status, setStatus] = useState<Status>(null);
  const [toDeactivate, setToDeactivate] = useState<BackofficePreset | null>(null);

  const deactivate = useMutation({
    mutationFn: (preset: BackofficePreset) =>
      api.call(deactivateStorePresetEndpoint, { params: { brandId: preset.brandId, id: preset.id } }),
    onSuccess: async (saved) => {
      storePreset(queryClient, saved);
      setToDeactivate(null);
      setStatus({ tone: "success", text: `${presetName(saved)} is off sale.` });
      await queryClient.invalidateQueries({ queryKey: presetsKey(saved.brandId) });
    },
    onError: (error) => {
      setToDeactivate(null);
      setStatus({ tone: "error", text: errorText(error) });
    },
  });
  const onEdit = useCallback((preset: BackofficePreset) => {
    setStatus(null);
    setOpen({ brandId: preset.brandId, id: preset.id });
  }, []);
  const onDeactivate = useCallback((preset: BackofficePreset) => setToDeactivate(preset), []);

  return (
    <Page title="Packages">
      <div className={styles.stack}>
        <div className={styles.filters}>
          <ContentScopePicker showLocale={false} />
          <label className={styles.field}>
            Kind
            <select
              className={styles.input}
              value={kind ?? ""}
              onChange={(event) => setParam("kind", event.target.value || null)}
            >
              <option value="">Packages and promo offers</option>
              <option value="package">Coin packages</option>
              <option value="promoOffer">Promo offers</option>
            </select>
          </label>
        </div>
        <StatusMessage status={status} />
        {isFormOpen ? (
          <section className={styles.card}>
            <PresetForm
              key={`${brandId}:${openHere}`}
              brandId={brandId}
              preset={editing}
              kind={kind ?? "package"}
              presets={all}
              onDone={(message) => {
                setOpen(null);
                if (message) setStatus({ tone: "success", text: message });
              }}
            />
          </section>
        ) : canWrite ? (
          <div className={styles.actions}>
            <Button onClick={() => setOpen({ brandId, id: "new" })}>
              {kind === "promoOffer"
                ? "Add a promo offer"
                : kind === "package"
                  ? "Add a package"
                  : "Add a preset"}
            </Button>
          </div>
        ) : null}
        <PresetsTable
          presets={shown}
          isLoading={presets.isPending}
          emptyText={presets.error ? errorText(presets.error) : "This brand sells nothing of this kind yet."}
          canWrite={canWrite}
          isBusy={deactivate.isPending}
          onEdit={onEdit}
          onDeactivate={onDeactivate}
        />
      </div>
      <ConfirmDialog
        isOpen={toDeactivate !== null}
        title="Take this preset off sale?"
        confirmLabel="Deactivate"
        pendingLabel="Deactivating…"
        isPending={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate)}
        onCancel={() => setToDeactivate(null)}
      >
        <p>
          {toDeactivate ? presetName(toDeactivate) : ""} disappears from the cash box at once. Orders already
          made keep what they bought; you can put it back on sale by editing it and ticking Active.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
