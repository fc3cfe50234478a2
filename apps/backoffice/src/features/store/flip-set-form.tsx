import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficeFlipSet,
  type BackofficePreset,
  createPromoOfferSetEndpoint,
  type FlipSetFields,
  FlipSetFieldsSchema,
  updatePromoOfferSetEndpoint,
} from "@casino/contracts/store.backoffice";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/validation";
import styles from "./store.module.css";
import { flipSetsKey, presetName } from "./store-queries";

interface OfferRow {
  presetId: string;
  weight: string;
}

const WHOLE = /^\d+$/;

/** A weight's share of the set, as the chance a flip lands on it (for the operator's eye only). */
export function chanceText(weight: number, total: number) {
  return total > 0 ? `${Math.round((weight / total) * 1000) / 10}%` : "—";
}

/**
 * Adds a flip-the-coin set (no `set`) or edits one: its slug (the `promoOfferSet` of the link), the promo
 * offers a flip may land on with their weights, and the hours a player waits between flips.
 */
export function FlipSetForm({
  brandId,
  set,
  offers,
  onDone,
}: {
  brandId: BrandId;
  set: BackofficeFlipSet | null;
  offers: readonly BackofficePreset[];
  onDone: (message: string | null) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(set?.slug ?? "");
  const [cooldownHours, setCooldownHours] = useState(String(set?.cooldownHours ?? 24));
  const [isActive, setIsActive] = useState(set?.isActive ?? true);
  const [rows, setRows] = useState<OfferRow[]>(
    set?.offers.map((offer) => ({ presetId: String(offer.presetId), weight: String(offer.weight) })) ?? [
      { presetId: "", weight: "1" },
    ],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const save = useMutation({
    mutationFn: (body: FlipSetFields) =>
      set
        ? api.call(updatePromoOfferSetEndpoint, { params: { brandId, id: set.id }, body })
        : api.call(createPromoOfferSetEndpoint, { params: { brandId }, body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: flipSetsKey(brandId) });
      onDone(`Saved the flip set “${saved.slug}”.`);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setStatus({ tone: "error", text: errorText(error) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: FieldErrors = {};
    const number = (value: string, path: string) => {
      if (WHOLE.test(value.trim())) return Number(value.trim());
      local[path] = path.endsWith("presetId") ? "Choose an offer." : "Enter a whole number.";
      return 0;
    };
    const body = {
      slug: slug.trim(),
      offers: rows.map((row, index) => ({
        presetId: number(row.presetId, `offers.${index}.presetId`),
        weight: number(row.weight, `offers.${index}.weight`),
      })),
      cooldownHours: number(cooldownHours, "cooldownHours"),
      isActive,
    };
    const checked = validateWith(FlipSetFieldsSchema, body);
    const all = { ...checked.errors, ...local };
    setErrors(all);
    if (Object.keys(all).length || !checked.data) {
      setStatus({ tone: "error", text: "The set needs a change before saving; see the messages beside it." });
      return;
    }
    setStatus(null);
    save.mutate(checked.data);
  };
  const setRow = (index: number, change: Partial<OfferRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const total = rows.reduce((sum, row) => sum + (WHOLE.test(row.weight) ? Number(row.weight) : 0), 0);
  const title = set ? `Edit the flip set ${set.slug}` : "Add a flip set";

  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate aria-label={title}>
      <h3 className={`${styles.subTitle} ${styles.wide}`}>{title}</h3>
      <div className={styles.wide}>
        <StatusMessage status={status} />
      </div>
      <FieldShell
        label="Slug"
        hint="The promoOfferSet of the link: lowercase words and dashes"
        error={errors.slug}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell label="Cooldown (hours between flips)" error={errors.cooldownHours}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="number"
            min={1}
            max={720}
            value={cooldownHours}
            onChange={(event) => setCooldownHours(event.target.value)}
          />
        )}
      </FieldShell>
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        Active
      </label>
      <fieldset className={`${styles.stack} ${styles.wide}`}>
        <legend className={styles.legend}>Offers and weights</legend>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until an offer is chosen.
          <div key={index} className={styles.filters}>
            <FieldShell label={`Offer ${index + 1}`} error={errors[`offers.${index}.presetId`]}>
              {(control) => (
                <select
                  {...control}
                  className={styles.input}
                  value={row.presetId}
                  onChange={(event) => setRow(index, { presetId: event.target.value })}
                >
                  <option value="">Choose an offer</option>
                  {offers.map((each) => (
                    <option key={each.id} value={each.id}>
                      {presetName(each)}
                      {each.isActive ? "" : " (inactive)"}
                    </option>
                  ))}
                </select>
              )}
            </FieldShell>
            <FieldShell
              label={`Weight of offer ${index + 1}`}
              hint={`Chance ${chanceText(WHOLE.test(row.weight) ? Number(row.weight) : 0, total)}`}
              error={errors[`offers.${index}.weight`]}
              className={styles.weight}
            >
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  type="number"
                  min={1}
                  value={row.weight}
                  onChange={(event) => setRow(index, { weight: event.target.value })}
                />
              )}
            </FieldShell>
            <Button
              size="sm"
              variant="ghost"
              disabled={rows.length === 1}
              aria-label={`Remove offer ${index + 1}`}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        {errors.offers ? <p className={styles.error}>{errors.offers}</p> : null}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRows([...rows, { presetId: "", weight: "1" }])}
          >
            Add an offer
          </Button>
        </div>
      </fieldset>
      <div className={styles.formActions}>
        <Button variant="ghost" disabled={save.isPending} onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : set ? "Save flip set" : "Add flip set"}
        </Button>
      </div>
    </form>
  );
}
