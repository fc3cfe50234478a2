import {
  BONUS_LIFETIME_DAYS_MAX,
  BONUS_REASON_MAX,
  grantPlayerBonusEndpoint,
} from "@casino/contracts/bonus-offers";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./bonus-offers.module.css";
import { BONUS_OFFERS_KEY } from "./bonus-offers-queries";

const ENTRIES = /^\d{1,9}(\.\d{1,2})?$/;

/** Grants free entries the player claims from the notification they are sent; nothing moves until then. */
export function GrantBonusForm({
  playerId,
  onStatus,
}: {
  playerId: string;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [entries, setEntries] = useState("");
  const [lifetimeDays, setLifetimeDays] = useState("7");
  const [reason, setReason] = useState("");
  const grant = useMutation({
    mutationFn: () =>
      api.call(grantPlayerBonusEndpoint, {
        params: { id: playerId },
        body: { entries: entries.trim(), lifetimeDays: Number(lifetimeDays), reason: reason.trim() },
      }),
    onSuccess: async (bonus) => {
      setEntries("");
      setReason("");
      await queryClient.invalidateQueries({ queryKey: BONUS_OFFERS_KEY });
      onStatus({ tone: "success", text: `${bonus.entries} Entries granted; the player was sent the link.` });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ENTRIES.test(entries.trim()) && reason.trim()) grant.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Grant a bonus">
      <div className={styles.field}>
        <label htmlFor={`${id}-entries`}>Free entries</label>
        <input
          id={`${id}-entries`}
          inputMode="decimal"
          pattern="\d{1,9}(\.\d{1,2})?"
          placeholder="5.00"
          value={entries}
          required
          onChange={(event) => setEntries(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-days`}>Lifetime (days)</label>
        <input
          id={`${id}-days`}
          type="number"
          min={1}
          max={BONUS_LIFETIME_DAYS_MAX}
          value={lifetimeDays}
          required
          onChange={(event) => setLifetimeDays(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={BONUS_REASON_MAX}
          required
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={grant.isPending}>
        Grant bonus
      </Button>
    </form>
  );
}
