import { allows } from "@casino/contracts/operators";
import { type RedemptionSetting, updateRedemptionSettingEndpoint } from "@casino/contracts/redemptions";
import { Button, FieldShell, Page } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useApi } from "../../lib/api";
import { formatMajor } from "../../lib/money";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/validation";
import styles from "./redemptions.module.css";
import { SETTINGS_KEY, useRedemptionSettings } from "./redemptions-queries";

function SettingForm({ setting, canWrite }: { setting: RedemptionSetting; canWrite: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isActive, setIsActive] = useState(setting.isActive);
  const [minAmount, setMinAmount] = useState(setting.minAmount);
  const [multiplier, setMultiplier] = useState(setting.purchasePlaythroughMultiplier);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const body = { isActive, minAmount, purchasePlaythroughMultiplier: multiplier };
  const save = useMutation({
    mutationFn: () =>
      api.call(updateRedemptionSettingEndpoint, { params: { brandId: setting.brandId }, body }),
    onSuccess: async (saved) => {
      setStatus({ tone: "success", text: `Saved the redeem rules of ${saved.brandId}.` });
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setStatus({ tone: "error", text: errorText(error) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(updateRedemptionSettingEndpoint.body, body);
    setErrors(checked.errors);
    if (!checked.data) {
      setStatus({
        tone: "error",
        text: "Some fields need a change before saving; see the messages beside them.",
      });
      return;
    }
    setStatus(null);
    save.mutate();
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={`Redeem rules of ${setting.brandId}`}
    >
      <StatusMessage status={status} />
      <label className={styles.check}>
        <input
          type="checkbox"
          disabled={!canWrite}
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
        Redeeming is open
      </label>
      <FieldShell label="Minimum redemption (winnings)" hint="Such as 50 or 100.00" error={errors.minAmount}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            inputMode="decimal"
            readOnly={!canWrite}
            value={minAmount}
            onChange={(event) => setMinAmount(event.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell
        label="Purchase playthrough multiplier"
        hint="Times the entries that came with a purchase are played before winnings redeem (1 to 99.99); applies to purchases from now on"
        error={errors.purchasePlaythroughMultiplier}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            inputMode="decimal"
            readOnly={!canWrite}
            value={multiplier}
            onChange={(event) => setMultiplier(event.target.value)}
          />
        )}
      </FieldShell>
      {canWrite ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save redeem rules"}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** "Redeem rules" (module cash): per brand, whether redeeming is open, its minimum and the playthrough. */
export function RedemptionSettingsPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "cash:write") : false;
  const settings = useRedemptionSettings();
  const [brandId, setBrandId] = useState<string | null>(null);
  const all = settings.data ?? [];
  const chosen = all.find((each) => each.brandId === brandId) ?? all[0];
  return (
    <Page title="Redeem rules">
      <div className={styles.stack}>
        {settings.error ? <p role="alert">{errorText(settings.error)}</p> : null}
        <section className={styles.card} aria-labelledby="redeem-rules-all">
          <h2 id="redeem-rules-all" className={styles.cardTitle}>
            Every brand
          </h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
          <section className={styles.scroll} aria-label="Redeem rules table" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.muted}>Redeem rules per brand</caption>
              <thead>
                <tr>
                  <th scope="col">Brand</th>
                  <th scope="col">Redeeming</th>
                  <th scope="col">Minimum</th>
                  <th scope="col">Purchase playthrough</th>
                </tr>
              </thead>
              <tbody>
                {all.map((setting) => (
                  <tr key={setting.brandId}>
                    <th scope="row">{setting.brandId}</th>
                    <td>{setting.isActive ? "Open" : "Closed"}</td>
                    <td className={styles.amount}>{formatMajor(setting.minAmount)}</td>
                    <td className={styles.amount}>{setting.purchasePlaythroughMultiplier}×</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
        {chosen ? (
          <section className={styles.card} aria-labelledby="redeem-rules-edit">
            <h2 id="redeem-rules-edit" className={styles.cardTitle}>
              {canWrite ? "Change a brand's rules" : "A brand's rules"}
            </h2>
            <label className={styles.field}>
              Brand
              <select value={chosen.brandId} onChange={(event) => setBrandId(event.target.value)}>
                {all.map((setting) => (
                  <option key={setting.brandId} value={setting.brandId}>
                    {setting.brandId}
                  </option>
                ))}
              </select>
            </label>
            <SettingForm key={`${chosen.brandId}:${chosen.updatedAt}`} setting={chosen} canWrite={canWrite} />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
