import {
  type BackofficeBundle,
  type BackofficePreset,
  updatePromoOfferBundleEndpoint,
} from "@casino/contracts/store.backoffice";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../lib/api";
import { moved, ReorderButtons } from "../../lib/content";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/validation";
import styles from "./store.module.css";
import { bundlesKey, presetName } from "./store-queries";

/**
 * One bundle (the welcome pack): its title, whether it is on sale, and its promo offers in the order a
 * player buys them; the first one a player has not bought is the one they are offered.
 */
export function BundleEditor({
  bundle,
  offers,
  canWrite,
}: {
  bundle: BackofficeBundle;
  /** The brand's promo offers, to add from. */
  offers: readonly BackofficePreset[];
  canWrite: boolean;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(bundle.title);
  const [isActive, setIsActive] = useState(bundle.isActive);
  const [presetIds, setPresetIds] = useState<number[]>(bundle.presetIds);
  const [toAdd, setToAdd] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const body = { title, presetIds, isActive };
  const save = useMutation({
    mutationFn: () =>
      api.call(updatePromoOfferBundleEndpoint, { params: { brandId: bundle.brandId, id: bundle.id }, body }),
    onSuccess: async (saved) => {
      setStatus({ tone: "success", text: `Saved the bundle “${saved.title}”.` });
      await queryClient.invalidateQueries({ queryKey: bundlesKey(saved.brandId) });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setStatus({ tone: "error", text: errorText(error) });
    },
  });
  const nameOf = (id: number) => {
    const preset = offers.find((each) => each.id === id);
    return preset ? presetName(preset) : `#${id} (not a promo offer of this brand)`;
  };
  const addable = offers.filter((each) => !presetIds.includes(each.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(updatePromoOfferBundleEndpoint.body, body);
    setErrors(checked.errors);
    if (!checked.data) {
      setStatus({
        tone: "error",
        text: "The bundle needs a change before saving; see the messages beside it.",
      });
      return;
    }
    setStatus(null);
    save.mutate();
  };
  const formName = `Bundle ${bundle.title}`;

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label={formName}>
      <StatusMessage status={status} />
      <FieldShell label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            readOnly={!canWrite}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FieldShell>
      <label className={styles.check}>
        <input
          type="checkbox"
          disabled={!canWrite}
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
        On sale
      </label>
      <ol className={styles.list} aria-label={`Offers of ${bundle.title} in buying order`}>
        {presetIds.map((id, index) => (
          <li key={id} className={styles.row}>
            <span>
              {index + 1}. {nameOf(id)}
            </span>
            {canWrite ? (
              <span className={styles.actions}>
                <ReorderButtons
                  name={nameOf(id)}
                  index={index}
                  count={presetIds.length}
                  disabled={save.isPending}
                  onMove={(delta) => setPresetIds(moved(presetIds, index, delta))}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${nameOf(id)}`}
                  onClick={() => setPresetIds(presetIds.filter((each) => each !== id))}
                >
                  Remove
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {errors.presetIds ? <p className={styles.error}>{errors.presetIds}</p> : null}
      {canWrite ? (
        <div className={styles.filters}>
          <label className={styles.field}>
            Promo offer to add
            <select className={styles.input} value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
              <option value="">Choose an offer</option>
              {addable.map((each) => (
                <option key={each.id} value={each.id}>
                  {presetName(each)}
                  {each.isActive ? "" : " (inactive)"}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={!toAdd}
            onClick={() => {
              setPresetIds([...presetIds, Number(toAdd)]);
              setToAdd("");
            }}
          >
            Add to the bundle
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save bundle"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
