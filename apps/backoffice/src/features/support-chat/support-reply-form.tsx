import { replySupportCaseEndpoint, SUPPORT_MESSAGE_MAX } from "@casino/contracts/support-chat";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./support-chat.module.css";
import { storeCase } from "./support-queries";

/**
 * The operator's answer to the player, sent to their open chat at once. A reply keeps its id until it is
 * sent, so sending again after a failure cannot post it twice; editing it makes it a new reply.
 */
export function SupportReplyForm({
  conversationId,
  onStatus,
}: {
  conversationId: string;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const triedId = useRef<string | null>(null);
  const reply = useMutation({
    mutationFn: (clientMessageId: string) =>
      api.call(replySupportCaseEndpoint, {
        params: { id: conversationId },
        body: { text, clientMessageId },
      }),
    onSuccess: async (answer) => {
      triedId.current = null;
      setText("");
      await storeCase(queryClient, answer);
      onStatus({ tone: "success", text: "Reply sent." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const fieldError = isApiError(reply.error)
    ? reply.error.details.find((detail) => detail.path === "body.text")?.message
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    triedId.current ??= crypto.randomUUID();
    reply.mutate(triedId.current);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Reply to the player">
      <FieldShell label="Reply" error={fieldError}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={text}
            onChange={(event) => {
              triedId.current = null;
              setText(event.target.value);
            }}
          />
        )}
      </FieldShell>
      <div className={styles.actions}>
        <Button type="submit" disabled={reply.isPending || text.trim().length === 0}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
