import { allows } from "@casino/contracts/operators";
import {
  assignSupportCaseEndpoint,
  closeSupportCaseEndpoint,
  type SupportCase,
} from "@casino/contracts/support-chat";
import { Button, Page, pageClassNames } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useApi } from "../../lib/api";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./support-chat.module.css";
import { playerLabel, STATUS_NAMES } from "./support-labels";
import { SupportMessages } from "./support-messages";
import { storeCase, useSupportCase } from "./support-queries";
import { SupportReplyForm } from "./support-reply-form";

/** Assign to me and close: each waits for the server, whose answer replaces the conversation shown. */
function CaseActions({
  supportCase,
  onStatus,
}: {
  supportCase: SupportCase;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useOperator().data;
  const act = useMutation({
    mutationFn: (action: "assign" | "close") =>
      api.call(action === "assign" ? assignSupportCaseEndpoint : closeSupportCaseEndpoint, {
        params: { id: supportCase.id },
      }),
    onSuccess: async (answer, action) => {
      await storeCase(queryClient, answer);
      onStatus({ tone: "success", text: action === "assign" ? "Assigned to you." : "Conversation closed." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  if (supportCase.status === "closed") return null;
  const isMine = supportCase.assignedTo?.id === me?.id;
  return (
    <div className={styles.actions}>
      {isMine ? null : (
        <Button size="sm" disabled={act.isPending} onClick={() => act.mutate("assign")}>
          Assign to me
        </Button>
      )}
      <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => act.mutate("close")}>
        Close conversation
      </Button>
    </div>
  );
}

/**
 * One player's support conversation: who they are (their page one click away), where it stands, its
 * messages (asked for again every few seconds), and, for operators who may write, assign, reply and close.
 */
export function SupportCasePage() {
  const { id = "" } = useParams();
  const found = useSupportCase(id);
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "support:write") : false;
  const [status, setStatus] = useState<Status>(null);
  const back = <Link to="/support">← Support inbox</Link>;
  const supportCase = found.data;
  if (!supportCase) {
    return (
      <Page title="Conversation" before={back}>
        <p className={pageClassNames.notice}>{found.error ? errorText(found.error) : "Loading…"}</p>
      </Page>
    );
  }
  return (
    <Page title={`Conversation with ${playerLabel(supportCase.player)}`} before={back}>
      <div className={styles.stack}>
        <StatusMessage status={status} />
        <dl className={styles.facts}>
          <div>
            <dt>Status</dt>
            <dd>{STATUS_NAMES[supportCase.status]}</dd>
          </div>
          <div>
            <dt>Brand</dt>
            <dd>{supportCase.player.brandId}</dd>
          </div>
          <div>
            <dt>Assigned to</dt>
            <dd>{supportCase.assignedTo?.name ?? "Nobody yet"}</dd>
          </div>
          <div>
            <dt>Player</dt>
            <dd>
              <Link to={`/players/${supportCase.player.id}`}>Open the player's page</Link>
            </dd>
          </div>
        </dl>
        {canWrite ? <CaseActions supportCase={supportCase} onStatus={setStatus} /> : null}
        <SupportMessages messages={supportCase.messages} />
        {canWrite && supportCase.status !== "closed" ? (
          <SupportReplyForm conversationId={supportCase.id} onStatus={setStatus} />
        ) : null}
      </div>
    </Page>
  );
}
