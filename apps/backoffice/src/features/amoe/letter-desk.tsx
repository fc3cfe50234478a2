import {
  type AmoeRequestRecord,
  lookUpAmoeRequestEndpoint,
  recordAmoeRequestEndpoint,
  rejectAmoeRequestEndpoint,
} from "@casino/contracts/amoe";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useApi } from "../../lib/api";
import { errorText, type Status, StatusMessage } from "../../lib/status";
import styles from "./amoe.module.css";
import { AMOE_KEY } from "./amoe-queries";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const STATUS_NAMES = { issued: "Waiting for the letter", credited: "Credited", rejected: "Rejected" };

/** The code as written on a card, cleaned of what people add around it; the server normalises the rest. */
const cleaned = (input: string) => input.trim().toUpperCase();

function RequestDetails({ request }: { request: AmoeRequestRecord }) {
  return (
    <dl className={styles.details} aria-label="Request">
      <dt>Code</dt>
      <dd className={styles.code}>{request.code}</dd>
      <dt>Player</dt>
      <dd>
        <Link to={`/players/${request.playerId}`}>{request.playerEmail ?? request.playerId}</Link>
      </dd>
      <dt>Brand</dt>
      <dd>{request.brandId}</dd>
      <dt>Requested</dt>
      <dd>{dateTime.format(new Date(request.requestedAt))}</dd>
      <dt>Status</dt>
      <dd>
        {STATUS_NAMES[request.status]}
        {request.status === "credited" ? `: ${request.entries} Entries` : ""}
        {request.status === "rejected" ? `: ${request.rejectReason}` : ""}
        {request.recordedBy ? ` (by ${request.recordedBy.name})` : ""}
      </dd>
    </dl>
  );
}

/**
 * The desk where letters are opened: type the code from the card, see whose it is, then record the letter
 * (the player's entries are credited) or reject it with a reason.
 */
export function LetterDesk({ canWrite }: { canWrite: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState<Status>(null);
  const [found, setFound] = useState<AmoeRequestRecord | null>(null);
  const fail = (error: unknown) => setStatus({ tone: "error", text: errorText(error) });

  const lookUp = useMutation({
    mutationFn: (typed: string) => api.call(lookUpAmoeRequestEndpoint, { params: { code: cleaned(typed) } }),
    onMutate: () => {
      setStatus(null);
      setFound(null);
    },
    onSuccess: setFound,
    onError: fail,
  });
  const decided = async (request: AmoeRequestRecord, text: string) => {
    setFound(request);
    setReason("");
    setStatus({ tone: "success", text });
    await queryClient.invalidateQueries({ queryKey: AMOE_KEY });
  };
  const record = useMutation({
    mutationFn: (request: AmoeRequestRecord) =>
      api.call(recordAmoeRequestEndpoint, { params: { code: request.code } }),
    onSuccess: (request) =>
      decided(
        request,
        `${request.code}: ${request.entries} Entries credited to ${request.playerEmail ?? request.playerId}.`,
      ),
    onError: fail,
  });
  const reject = useMutation({
    mutationFn: (request: AmoeRequestRecord) =>
      api.call(rejectAmoeRequestEndpoint, { params: { code: request.code }, body: { reason } }),
    onSuccess: (request) => decided(request, `${request.code}: rejected.`),
    onError: fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) lookUp.mutate(code);
  };
  const isBusy = record.isPending || reject.isPending;

  return (
    <section className={styles.card} aria-labelledby="amoe-desk">
      <h2 id="amoe-desk" className={styles.cardTitle}>
        Record a letter
      </h2>
      <form className={styles.inline} onSubmit={submit} aria-label="Look up a request code">
        <FieldShell label="Request code on the card">
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.code}`}
              autoComplete="off"
              spellCheck={false}
              placeholder="XXXXX-XXXXX"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FieldShell>
        <Button type="submit" disabled={lookUp.isPending}>
          Look up
        </Button>
      </form>
      <StatusMessage status={status} />
      {found ? <RequestDetails request={found} /> : null}
      {found && found.status === "issued" && canWrite ? (
        <div className={styles.actions}>
          <Button disabled={isBusy} onClick={() => record.mutate(found)}>
            Record as received
          </Button>
          <div className={styles.inline}>
            <FieldShell label="Reason to reject">
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
            <Button
              variant="secondary"
              disabled={isBusy || !reason.trim()}
              onClick={() => reject.mutate(found)}
            >
              Reject
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
