import { allows } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import { useState } from "react";
import { Link } from "react-router";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { DocumentPreview } from "./document-preview";
import { DocumentReview } from "./document-review";
import { useKycQueue } from "./identity-queries";
import styles from "./identity-verification.module.css";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The KYC queue (module compliance): documents waiting for review, oldest first. */
export function KycQueuePage() {
  const me = useOperator().data;
  const canDecide = me ? allows(me.permissions, "compliance:write") : false;
  const queue = useKycQueue();
  const [message, setMessage] = useState<Status>(null);
  return (
    <Page title="KYC queue">
      <div className={styles.stack}>
        <StatusMessage status={message} />
        {queue.error ? <StatusMessage status={{ tone: "error", text: errorText(queue.error) }} /> : null}
        {queue.data ? (
          <p>
            {queue.data.pendingCount === 0
              ? "No documents are waiting for review."
              : `${queue.data.pendingCount} document${queue.data.pendingCount === 1 ? "" : "s"} waiting, oldest first.`}
          </p>
        ) : null}
        <ul className={styles.queue} aria-label="Documents waiting for review">
          {queue.data?.documents.map((document) => (
            <li key={document.id} className={styles.item}>
              <DocumentPreview document={document} />
              <div>
                <Link to={`/players/${document.playerId}?tab=identity`}>
                  {document.playerEmail ?? document.playerId}
                </Link>
                <div>
                  Uploaded{" "}
                  <time dateTime={document.createdAt}>{dateTime.format(new Date(document.createdAt))}</time>
                </div>
              </div>
              {canDecide ? <DocumentReview document={document} onStatus={setMessage} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
