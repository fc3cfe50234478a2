import { type AmoeSetting, updateAmoeSettingEndpoint } from "@casino/contracts/amoe";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./amoe.module.css";
import { AMOE_KEY, useAmoeSettings } from "./amoe-queries";

type Fields = {
  entriesPerRequest: string;
  maxCreditsPerPeriod: string;
  periodDays: string;
  mailingAddress: string;
};

const fieldsOf = (setting: AmoeSetting): Fields => ({
  entriesPerRequest: setting.entriesPerRequest,
  maxCreditsPerPeriod: String(setting.maxCreditsPerPeriod),
  periodDays: String(setting.periodDays),
  mailingAddress: setting.mailingAddress,
});

function BrandSettingForm({ setting, canWrite }: { setting: AmoeSetting; canWrite: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(setting));
  const [status, setStatus] = useState<Status>(null);
  const save = useMutation({
    mutationFn: () =>
      api.call(updateAmoeSettingEndpoint, {
        params: { brandId: setting.brandId },
        body: {
          entriesPerRequest: fields.entriesPerRequest,
          maxCreditsPerPeriod: Number(fields.maxCreditsPerPeriod),
          periodDays: Number(fields.periodDays),
          mailingAddress: fields.mailingAddress,
        },
      }),
    onSuccess: async (saved) => {
      setFields(fieldsOf(saved));
      setStatus({ tone: "success", text: `Saved the settings of ${saved.brandId}.` });
      await queryClient.invalidateQueries({ queryKey: [...AMOE_KEY, "settings"] });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = (name: keyof Fields) =>
    isApiError(save.error)
      ? save.error.details.find((detail) => detail.path === `body.${name}`)?.message
      : undefined;
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Settings of ${setting.brandId}`}>
      <StatusMessage status={status} />
      <FieldShell label="Entries per request" error={fieldError("entriesPerRequest")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            inputMode="decimal"
            readOnly={!canWrite}
            value={fields.entriesPerRequest}
            onChange={set("entriesPerRequest")}
          />
        )}
      </FieldShell>
      <FieldShell label="Credited requests per period" error={fieldError("maxCreditsPerPeriod")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="number"
            min={1}
            readOnly={!canWrite}
            value={fields.maxCreditsPerPeriod}
            onChange={set("maxCreditsPerPeriod")}
          />
        )}
      </FieldShell>
      <FieldShell label="Period in days" error={fieldError("periodDays")}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="number"
            min={1}
            readOnly={!canWrite}
            value={fields.periodDays}
            onChange={set("periodDays")}
          />
        )}
      </FieldShell>
      <FieldShell label="Mailing address (one line per row)" error={fieldError("mailingAddress")}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            readOnly={!canWrite}
            value={fields.mailingAddress}
            onChange={set("mailingAddress")}
          />
        )}
      </FieldShell>
      {canWrite ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save settings
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** Each brand's free-entries settings: what a letter earns, the cap, and the address the rules page prints. */
export function AmoeSettings({ canWrite }: { canWrite: boolean }) {
  const settings = useAmoeSettings();
  const [brandId, setBrandId] = useState<string | null>(null);
  const all = settings.data?.settings ?? [];
  const chosen = all.find((setting) => setting.brandId === brandId) ?? all[0];
  return (
    <section className={styles.card} aria-labelledby="amoe-settings">
      <h2 id="amoe-settings" className={styles.cardTitle}>
        Settings per brand
      </h2>
      {settings.error ? <p role="alert">{errorText(settings.error)}</p> : null}
      {chosen ? (
        <>
          <label className={styles.field}>
            Brand
            <select
              className={styles.input}
              value={chosen.brandId}
              onChange={(event) => setBrandId(event.target.value)}
            >
              {all.map((setting) => (
                <option key={setting.brandId} value={setting.brandId}>
                  {setting.brandId}
                </option>
              ))}
            </select>
          </label>
          <BrandSettingForm
            key={`${chosen.brandId}:${chosen.updatedAt}`}
            setting={chosen}
            canWrite={canWrite}
          />
        </>
      ) : null}
    </section>
  );
}
