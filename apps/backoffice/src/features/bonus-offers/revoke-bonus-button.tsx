import { type BackofficePlayerBonus, revokePlayerBonusEndpoint } from "@casino/contracts/bonus-offers";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./bonus-offers.module.css";
import { BONUS_OFFERS_KEY } from "./bonus-offers-queries";

/** Revokes a pending bonus with a reason: its link then claims nothing. */
export function RevokeBonusButton({
  bonus,
  onStatus,
}: {
  bonus: BackofficePlayerBonus;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState("");
  const revoke = useMutation({
    mutationFn: () =>
      api.call(revokePlayerBonusEndpoint, {
        params: { id: bonus.playerId, bonusId: bonus.id },
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BONUS_OFFERS_KEY });
      onStatus({ tone: "success", text: "Bonus revoked." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  return (
    <form
      className={styles.form}
      aria-label={`Revoke the bonus of ${bonus.entries} Entries`}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) revoke.mutate();
      }}
    >
      <label htmlFor={`${id}-reason`}>Reason to revoke</label>
      <input
        id={`${id}-reason`}
        value={reason}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={revoke.isPending}>
        Revoke
      </Button>
    </form>
  );
}
