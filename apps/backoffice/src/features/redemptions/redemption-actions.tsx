import {
  approveRedemptionEndpoint,
  holdRedemptionEndpoint,
  payRedemptionEndpoint,
  REDEMPTION_NOTE_MAX,
  type RedemptionDetail,
  rejectRedemptionEndpoint,
} from "@casino/contracts/redemptions";
import { type RedemptionAction, redemptionTransition } from "@casino/domain/redemptions/state-machine";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { ConfirmDialog } from "../../lib/dialog";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { payoutText, winningsText } from "./redemption-labels";
import styles from "./redemptions.module.css";
import { REDEMPTIONS_KEY, redemptionKey } from "./redemptions-queries";

type OperatorAction = Exclude<RedemptionAction, "cancel">;

/** The buttons in the order of a request's life; which of them show is the state machine's answer. */
const ACTIONS: readonly { action: OperatorAction; label: string; confirmLabel: string }[] = [
  { action: "hold", label: "Hold", confirmLabel: "Confirm hold" },
  { action: "approve", label: "Approve", confirmLabel: "Confirm approval" },
  { action: "pay", label: "Pay", confirmLabel: "Confirm payment" },
  { action: "reject", label: "Reject", confirmLabel: "Confirm rejection" },
];

const CONFLICT_TEXT =
  "Nothing changed: the request is no longer in a state that allows this (another operator, or the player cancelling, acted on it a moment ago). It is shown below as it stands now; decide again from there.";

/** The operator actions this request's status allows (the same state machine the server applies). */
export const allowedActions = (detail: RedemptionDetail) =>
  ACTIONS.filter(({ action }) => redemptionTransition(detail.redemption.status, action) !== null);

/**
 * Decides a redemption: Hold (with a note), Approve (note optional), Pay (the sandbox payout) and Reject
 * (with a reason the player sees), each after a confirmation naming the amount and what it does. Only the
 * actions the state machine allows from the current status are offered.
 */
export function RedemptionActions({ detail }: { detail: RedemptionDetail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { redemption, player } = detail;
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<OperatorAction | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const amount = winningsText(redemption.amount);
  const who = player.email ?? player.id;
  const id = redemption.id;
  const decide = useMutation({
    mutationFn: (action: OperatorAction) => {
      const params = { id };
      if (action === "hold") return api.call(holdRedemptionEndpoint, { params, body: { note } });
      if (action === "approve") {
        return api.call(approveRedemptionEndpoint, { params, body: note.trim() ? { note } : {} });
      }
      if (action === "pay") return api.call(payRedemptionEndpoint, { params });
      return api.call(rejectRedemptionEndpoint, { params, body: { reason } });
    },
    onSuccess: async (answer, action) => {
      setConfirming(null);
      setNote("");
      setReason("");
      queryClient.setQueryData(redemptionKey(id), answer);
      const done: Record<OperatorAction, string> = {
        hold: `On hold: ${amount} of ${who}.`,
        approve: `Approved: ${amount} of ${who}; pay it next.`,
        pay: `Paid: ${amount} to ${who}, payout reference ${answer.redemption.payoutReference ?? "—"}.`,
        reject: `Rejected: ${amount} returned to ${who}'s winnings.`,
      };
      setStatus({ tone: "success", text: done[action] });
      await queryClient.invalidateQueries({ queryKey: [...REDEMPTIONS_KEY, "list"] });
    },
    onError: async (error) => {
      setConfirming(null);
      const isConflict = isApiError(error) && error.code === "REDEMPTION_STATE_CONFLICT";
      setStatus({ tone: "error", text: isConflict ? CONFLICT_TEXT : errorText(error) });
      if (isConflict) await queryClient.invalidateQueries({ queryKey: redemptionKey(id) });
    },
  });
  const ask = (action: OperatorAction) => {
    setStatus(null);
    setNoteError(undefined);
    setReasonError(undefined);
    const holdBody = holdRedemptionEndpoint.body.safeParse({ note });
    const rejectBody = rejectRedemptionEndpoint.body.safeParse({ reason });
    if (action === "hold" && !holdBody.success) return setNoteError("Write a note saying why it is held.");
    if (action === "approve" && note.trim() && !holdBody.success)
      return setNoteError("The note is too long.");
    if (action === "reject" && !rejectBody.success)
      return setReasonError("Write the reason the player will see.");
    setConfirming(action);
  };
  const allowed = allowedActions(detail);
  const isAllowed = (action: OperatorAction) => allowed.some((each) => each.action === action);
  const confirmText: Record<OperatorAction, string> = {
    hold: `${amount} stays held from ${who}'s balance while it is reviewed. Note: ${note.trim()}`,
    approve: `${amount} for ${who} is approved; the player is told and can no longer cancel it. It is paid with Pay next.${note.trim() ? ` Note: ${note.trim()}` : ""}`,
    pay: `${amount} is paid out now to ${payoutText(redemption)} through the sandbox payout. This cannot be undone.`,
    reject: `${amount} returns to ${who}'s winnings at once, and the player sees this reason: ${reason.trim()}`,
  };
  const titles: Record<OperatorAction, string> = {
    hold: `Hold ${amount}?`,
    approve: `Approve ${amount}?`,
    pay: `Pay ${amount}?`,
    reject: `Reject ${amount}?`,
  };
  const current = ACTIONS.find((each) => each.action === confirming);

  return (
    <section className={styles.card} aria-labelledby="redemption-decision">
      <h2 id="redemption-decision" className={styles.cardTitle}>
        Decision
      </h2>
      <StatusMessage status={status} />
      {allowed.length === 0 ? (
        <p>Nothing more can happen to this request.</p>
      ) : (
        <div className={styles.form}>
          {isAllowed("hold") || isAllowed("approve") ? (
            <FieldShell label="Note (needed to hold, optional to approve)" error={noteError}>
              {(control) => (
                <textarea
                  {...control}
                  className={styles.textarea}
                  rows={2}
                  maxLength={REDEMPTION_NOTE_MAX}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FieldShell>
          ) : null}
          {isAllowed("reject") ? (
            <FieldShell label="Reason to reject (the player sees it)" error={reasonError}>
              {(control) => (
                <textarea
                  {...control}
                  className={styles.textarea}
                  rows={2}
                  maxLength={REDEMPTION_NOTE_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FieldShell>
          ) : null}
          <div className={styles.actions}>
            {allowed.map(({ action, label }) => (
              <Button
                key={action}
                variant={action === "reject" || action === "hold" ? "secondary" : "primary"}
                disabled={decide.isPending}
                onClick={() => ask(action)}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? titles[confirming] : ""}
        confirmLabel={current?.confirmLabel ?? ""}
        pendingLabel="Working…"
        isPending={decide.isPending}
        onConfirm={() => confirming && decide.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? confirmText[confirming] : ""}</p>
      </ConfirmDialog>
    </section>
  );
}
