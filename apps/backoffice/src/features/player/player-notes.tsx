import { addPlayerNoteEndpoint, type PlayerNote } from "@casino/contracts/player";
import { Button, FieldShell } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isApiError, useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./player.module.css";
import { notesKey, usePlayerNotes } from "./players-queries";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Staff notes about the player, newest first; a new one appears once the server has stored it. */
export function PlayerNotes({
  playerId,
  canWrite,
  onStatus,
}: {
  playerId: string;
  canWrite: boolean;
  onStatus: (status: Status) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notes = usePlayerNotes(playerId);
  const [body, setBody] = useState("");
  const add = useMutation({
    mutationFn: () => api.call(addPlayerNoteEndpoint, { params: { id: playerId }, body: { body } }),
    onSuccess: (note) => {
      queryClient.setQueryData<PlayerNote[]>(notesKey(playerId), (list = []) => [note, ...list]);
      setBody("");
      onStatus({ tone: "success", text: "The note is saved." });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  const bodyError = isApiError(add.error)
    ? add.error.details.find((detail) => detail.path === "body")?.message
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <div className={styles.stack}>
      {canWrite ? (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <FieldShell label="New note (the player never sees it)" error={bodyError}>
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                maxLength={2000}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FieldShell>
          <div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Saving…" : "Add note"}
            </Button>
          </div>
        </form>
      ) : null}
      {notes.error ? <p role="alert">{errorText(notes.error)}</p> : null}
      {notes.data?.length === 0 ? <p>No notes yet.</p> : null}
      <ul className={styles.list}>
        {(notes.data ?? []).map((note) => (
          <li key={note.id} className={styles.card}>
            <p>{note.body}</p>
            <p className={styles.muted}>
              {note.operatorName},{" "}
              <time dateTime={note.createdAt}>{dateTime.format(new Date(note.createdAt))}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
