import { type BackofficePlayer, setPlayerStatusEndpoint } from "@casino/contracts/player";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./player.module.css";
import { type playerKey, sessionsKey } from "./players-queries";

/**
 * Suspends or reactivates the player, with a reason. Pessimistic: the page shows the new status only
 * once the server has changed it (and, for a suspension, signed the player out everywhere).
 */
export function PlayerStatusForm({
  player,
  queryKey,
  onStatus,
}: {
  player: BackofficePlayer;
  queryKey: ReturnType<typeof playerKey>;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const next = player.status === "BLOCKED" ? "ACTIVE" : "BLOCKED";
  const change = useMutation({
    mutationFn: () =>
      api.call(setPlayerStatusEndpoint, { params: { id: player.id }, body: { status: next, reason } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, (current: { player: BackofficePlayer } | undefined) =>
        current ? { ...current, player: { ...current.player, status: answer.status } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: sessionsKey(player.id) });
      setReason("");
      onStatus({
        tone: "success",
        text:
          answer.status === "BLOCKED"
            ? `${player.email} is suspended and signed out everywhere.`
            : `${player.email} is active again.`,
      });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  if (player.status === "CLOSED") return <p className={styles.muted}>This account is closed.</p>;
  const reasonError = isApiError(change.error)
    ? change.error.details.find((detail) => detail.path === "reason")?.message
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <FieldShell
        label={next === "BLOCKED" ? "Reason to suspend" : "Reason to reactivate"}
        error={reasonError}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldShell>
      <div>
        <Button
          type="submit"
          variant={next === "BLOCKED" ? "secondary" : "primary"}
          disabled={change.isPending}
        >
          {change.isPending
            ? "Saving…"
            : next === "BLOCKED"
              ? "Suspend and sign out everywhere"
              : "Reactivate"}
        </Button>
      </div>
    </form>
  );
}
