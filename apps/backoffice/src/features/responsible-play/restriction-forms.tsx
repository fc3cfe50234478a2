import {
  type BackofficePlayBlock,
  imposePlayRestrictionEndpoint,
  liftPlayRestrictionEndpoint,
  RESTRICTION_REASON_MAX,
} from "@casino/contracts/responsible-play";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./responsible-play.module.css";
import { RESPONSIBLE_PLAY_KEY } from "./responsible-play-queries";

/** Imposes an operator restriction: a reason, and an end date or none (until lifted). */
export function ImposeRestrictionForm({
  playerId,
  onStatus,
}: {
  playerId: string;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const impose = useMutation({
    mutationFn: () =>
      api.call(imposePlayRestrictionEndpoint, {
        params: { id: playerId },
        body: { reason: reason.trim(), until: until ? new Date(`${until}T00:00:00Z`).toISOString() : null },
      }),
    onSuccess: async () => {
      setReason("");
      setUntil("");
      await queryClient.invalidateQueries({ queryKey: RESPONSIBLE_PLAY_KEY });
      onStatus({ tone: "success", text: "Restriction imposed." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) impose.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Impose a restriction">
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input
          id={`${id}-reason`}
          value={reason}
          minLength={3}
          maxLength={RESTRICTION_REASON_MAX}
          required
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-until`}>Until (UTC date, empty: until lifted)</label>
        <input
          id={`${id}-until`}
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={impose.isPending}>
        Impose restriction
      </Button>
    </form>
  );
}

/** Lifts an operator restriction in force, with a reason; a player's own block has no such button. */
export function LiftRestrictionButton({
  playerId,
  block,
  onStatus,
}: {
  playerId: string;
  block: BackofficePlayBlock;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState("");
  const lift = useMutation({
    mutationFn: () =>
      api.call(liftPlayRestrictionEndpoint, {
        params: { id: playerId, blockId: block.id },
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: RESPONSIBLE_PLAY_KEY });
      onStatus({ tone: "success", text: "Restriction lifted." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length >= 3) lift.mutate();
      }}
    >
      <label htmlFor={`${id}-reason`}>Reason to lift</label>
      <input
        id={`${id}-reason`}
        value={reason}
        minLength={3}
        maxLength={RESTRICTION_REASON_MAX}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={lift.isPending}>
        Lift
      </Button>
    </form>
  );
}
