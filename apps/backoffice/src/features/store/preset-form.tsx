import type { BrandId } from "@casino/contracts/brands";
import type { PresetKind } from "@casino/contracts/store";
import {
  type BackofficePreset,
  createStorePresetEndpoint,
  updateStorePresetEndpoint,
} from "@casino/contracts/store.backoffice";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { type FieldErrors, serverFieldErrors } from "../../lib/validation";
import {
  type PresetBody,
  type PresetFormFields,
  presetBodyOf,
  presetFormFields,
  WEEKDAYS,
} from "./preset-fields";
import styles from "./store.module.css";
import { presetName, presetsKey, storePreset } from "./store-queries";

type TextName = {
  [K in keyof PresetFormFields]: PresetFormFields[K] extends string ? K : never;
}[keyof PresetFormFields];
type FlagName = "bestDeal" | "mostPopular" | "isQuickBuy" | "isPopup" | "isActive";

const FLAGS: readonly [FlagName, string][] = [
  ["isActive", "Active (on sale)"],
  ["bestDeal", "Best deal"],
  ["mostPopular", "Most popular"],
  ["isQuickBuy", "Quick buy"],
  ["isPopup", "Pop-up after sign-in"],
];

/**
 * Adds a package or promo offer (no `preset`) or edits one: every field of the contract, checked with the
 * contract's schema before it is sent; the server's refusal (a taken url hash, a field it rejects) is shown
 * beside the field or above the form.
 */
export function PresetForm({
  brandId,
  preset,
  kind,
  presets,
  onDone,
}: {
  brandId: BrandId;
  preset: BackofficePreset | null;
  kind: PresetKind;
  /** The brand's presets, to pick related ones from. */
  presets: readonly BackofficePreset[];
  /** Closes the form; with a message after a save. */
  onDone: (message: string | null) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => presetFormFields(preset, kind));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const save = useMutation({
    mutationFn: (body: PresetBody) =>
      preset
        ? api.call(updateStorePresetEndpoint, { params: { brandId, id: preset.id }, body })
        : api.call(createStorePresetEndpoint, { params: { brandId }, body }),
    onSuccess: async (saved) => {
      storePreset(queryClient, saved);
      await queryClient.invalidateQueries({ queryKey: presetsKey(brandId) });
      onDone(`Saved “${saved.title}” (#${saved.id}); players see it at once.`);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setStatus({ tone: "error", text: errorText(error) });
    },
  });
  const set = <K extends keyof PresetFormFields>(name: K, value: PresetFormFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const toggle = (name: "daysOfWeek" | "relatedPresetIds", id: number, isOn: boolean) =>
    setFields((current) => ({
      ...current,
      [name]: isOn ? [...current[name], id] : current[name].filter((each) => each !== id),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = presetBodyOf(fields);
    setErrors(found);
    if (!body) {
      setStatus({
        tone: "error",
        text: "Some fields need a change before saving; see the messages beside them.",
      });
      return;
    }
    setStatus(null);
    save.mutate(body);
  };

  const text = (name: TextName, label: string, options: { hint?: ReactNode; type?: string } = {}) => (
    <FieldShell label={label} hint={options.hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type={options.type ?? "text"}
          value={fields[name]}
          onChange={(event) => set(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
  const others = presets.filter((each) => each.id !== preset?.id);
  const title = preset
    ? `Edit ${presetName(preset)}`
    : `Add a ${fields.kind === "package" ? "package" : "promo offer"}`;

  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate aria-label={title}>
      <h2 className={`${styles.cardTitle} ${styles.wide}`}>{title}</h2>
      <div className={styles.wide}>
        <StatusMessage status={status} />
      </div>
      <FieldShell label="Kind" error={errors.kind}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={fields.kind}
            onChange={(event) => set("kind", event.target.value as PresetKind)}
          >
            <option value="package">Coin package</option>
            <option value="promoOffer">Promo offer</option>
          </select>
        )}
      </FieldShell>
      {text("title", "Title")}
      {text("price", "Price (US dollars)", { hint: "Such as 9.99" })}
      {text("usualPrice", "Usual price (US dollars, optional)", { hint: "Shown crossed out" })}
      {text("coins", "Coins", { hint: "Whole coins" })}
      {text("entries", "Free entries", { hint: "Such as 10 or 2.50" })}
      {text("badgeLabel", "Badge (optional)", { hint: "Such as 50% more" })}
      {text("imagePopup", "Pop-up image (optional)", {
        hint: "A path starting with / or an https:// address",
      })}
      {text("sortOrder", "Order", { hint: "Lower numbers are shown first", type: "number" })}
      {text("urlHash", "URL hash (optional)", { hint: "Makes it a link offer: lowercase words and dashes" })}
      <fieldset className={`${styles.checks} ${styles.wide}`}>
        <legend className={styles.legend}>Flags</legend>
        {FLAGS.map(([name, label]) => (
          <label key={name} className={styles.check}>
            <input
              type="checkbox"
              checked={fields[name]}
              onChange={(event) => set(name, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <h3 className={`${styles.subTitle} ${styles.wide}`}>When it is sold</h3>
      {text("availableFrom", "Available from (UTC, optional)", { type: "datetime-local" })}
      {text("availableTill", "Available till (UTC, optional)", { type: "datetime-local" })}
      <fieldset className={`${styles.checks} ${styles.wide}`} aria-describedby="preset-weekdays-hint">
        <legend className={styles.legend}>Weekdays (UTC)</legend>
        <span id="preset-weekdays-hint" className={styles.muted}>
          None ticked: every day.
        </span>
        {WEEKDAYS.map(([day, label]) => (
          <label key={day} className={styles.check}>
            <input
              type="checkbox"
              checked={fields.daysOfWeek.includes(day)}
              onChange={(event) => toggle("daysOfWeek", day, event.target.checked)}
            />
            {label}
          </label>
        ))}
        {errors.daysOfWeek ? <span className={styles.error}>{errors.daysOfWeek}</span> : null}
      </fieldset>
      {text("minBalance", "Minimum coins balance (optional)", {
        hint: "Whole coins the player holds at least",
      })}
      {text("minPurchases", "After the Nth purchase (optional)", {
        hint: "Completed purchases needed first",
        type: "number",
      })}
      {text("limitPerDay", "Limit per day (optional)", {
        hint: "Purchases per player per UTC day",
        type: "number",
      })}
      <fieldset className={`${styles.related} ${styles.wide}`}>
        <legend className={styles.legend}>Related presets</legend>
        {others.length === 0 ? <span className={styles.muted}>No other presets yet.</span> : null}
        {others.map((each) => (
          <label key={each.id} className={styles.check}>
            <input
              type="checkbox"
              checked={fields.relatedPresetIds.includes(each.id)}
              onChange={(event) => toggle("relatedPresetIds", each.id, event.target.checked)}
            />
            {presetName(each)}
          </label>
        ))}
        {errors.relatedPresetIds ? <span className={styles.error}>{errors.relatedPresetIds}</span> : null}
      </fieldset>
      <div className={styles.formActions}>
        <Button variant="ghost" disabled={save.isPending} onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : preset ? "Save preset" : "Add preset"}
        </Button>
      </div>
    </form>
  );
}
