import { allows } from "@casino/contracts/operators";
import { useState } from "react";
import { Link } from "react-router";
import { useOperator } from "../../lib/session";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import { DocumentPreview } from "./document-preview";
import { DocumentReview } from "./document-review";
import { usePlayerIdentity } from "./identity-queries";
import styles from "./identity-verification.module.css";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : "—");

/** The player page's Identity tab: the verification status, every document and every identity check. */
export function PlayerIdentityTab({ playerId }: { playerId: string }) {
  const me = useOperator().data;
  const canDecide = me ? allows(me.permissions, "compliance:write") : false;
  const identity = usePlayerIdentity(playerId);
  const [message, setMessage] = useState<Status>(null);
  if (identity.error) return <StatusMessage status={{ tone: "error", text: errorText(identity.error) }} />;
  const data = identity.data;
  if (!data) return null;
  const { verification } = data;
  return (
    <div className={styles.stack}>
      <StatusMessage status={message} />
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{verification.status.replace("_", " ")}</dd>
        <dt>Method</dt>
        <dd>{verification.method ?? "—"}</dd>
        <dt>Verified</dt>
        <dd>{when(verification.verifiedAt)}</dd>
        {verification.rejectReason ? (
          <>
            <dt>Reason</dt>
            <dd>{verification.rejectReason}</dd>
          </>
        ) : null}
        {data.duplicateOf ? (
          <>
            <dt>Duplicate of</dt>
            <dd>
              <Link to={`/players/${data.duplicateOf}`}>{data.duplicateOf}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <h2 className={styles.heading}>Documents</h2>
      {data.documents.length === 0 ? <p>No documents uploaded.</p> : null}
      <ul className={styles.queue} aria-label="Documents">
        {data.documents.map((document) => (
          <li key={document.id} className={styles.item}>
            <DocumentPreview document={document} />
            <div>
              <div>Uploaded {when(document.createdAt)}</div>
              <div>
                {document.status}
                {document.reviewedByName
                  ? ` by ${document.reviewedByName}, ${when(document.reviewedAt)}`
                  : ""}
                {document.rejectReason ? `: ${document.rejectReason}` : ""}
              </div>
            </div>
            {canDecide && document.status === "pending" ? (
              <DocumentReview document={document} onStatus={setMessage} />
            ) : null}
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>Identity checks</h2>
      {data.checks.length === 0 ? (
        <p>No identity checks.</p>
      ) : (
        <table className={styles.table}>
          <caption>Identity checks</caption>
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Provider</th>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {data.checks.map((check) => (
              <tr key={check.id}>
                <td>{when(check.createdAt)}</td>
                <td>{check.provider}</td>
                <td>{check.reference}</td>
                <td>{check.status}</td>
                <td>{when(check.completedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
