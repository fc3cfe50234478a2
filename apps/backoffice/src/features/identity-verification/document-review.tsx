import {
  approveIdentityDocumentEndpoint,
  type BackofficeIdentityDocument,
  REJECT_REASON_MAX,
  rejectIdentityDocumentEndpoint,
} from "@casino/contracts/identity-verification";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import { IDENTITY_KEY } from "./identity-queries";
import styles from "./identity-verification.module.css";

/** Approve, or reject with the reason the player will read; the lists change with the server's answer. */
export function DocumentReview({
  document,
  onStatus,
}: {
  document: BackofficeIdentityDocument;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? api.call(approveIdentityDocumentEndpoint, { params: { id: document.id } })
        : api.call(rejectIdentityDocumentEndpoint, {
            params: { id: document.id },
            body: { reason: decision.reason },
          }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: IDENTITY_KEY });
      onStatus({
        tone: "success",
        text: `${answer.document.fileName}: ${answer.document.status}. The player is ${answer.verification.status.replace("_", " ")}.`,
      });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) decide.mutate({ approve: false, reason: reason.trim() });
  };
  return (
    <div className={styles.review}>
      <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
        Approve
      </Button>
      <form className={styles.reject} onSubmit={reject}>
        <label htmlFor={reasonId}>Reason</label>
        <input
          id={reasonId}
          className={styles.input}
          value={reason}
          maxLength={REJECT_REASON_MAX}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <Button size="sm" variant="secondary" type="submit" disabled={decide.isPending || !reason.trim()}>
          Reject
        </Button>
      </form>
    </div>
  );
}
