import { revokeAllPlayerSessionsEndpoint, revokePlayerSessionEndpoint } from "@casino/contracts/player";
import { Button } from "@casino/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api";
import { errorText, type Status } from "../../lib/status";
import styles from "./player.module.css";
import { sessionsKey, usePlayerSessions } from "./players-queries";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The devices the player is signed in on; revoking one or all waits for the server, then reloads the list. */
export function PlayerSessions({
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
  const sessions = usePlayerSessions(playerId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey(playerId) });
  const revoke = useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId === null
        ? api.call(revokeAllPlayerSessionsEndpoint, { params: { id: playerId } })
        : api.call(revokePlayerSessionEndpoint, { params: { id: playerId, sessionId } }),
    onSuccess: async (_answer, sessionId) => {
      await refresh();
      onStatus({
        tone: "success",
        text: sessionId === null ? "The player is signed out everywhere." : "That session is signed out.",
      });
    },
    onError: (error) => onStatus({ tone: "error", text: errorText(error) }),
  });
  if (sessions.error) return <p role="alert">{errorText(sessions.error)}</p>;
  if (!sessions.data) return <p>Loading…</p>;
  return (
    <div className={styles.stack}>
      {sessions.data.length === 0 ? <p>The player is not signed in anywhere.</p> : null}
      <ul className={styles.list}>
        {sessions.data.map((session) => (
          <li key={session.id} className={styles.card}>
            <div className={styles.row}>
              <span className={styles.mono}>{session.id}</span>
              <span>
                since {dateTime.format(new Date(session.createdAt))}, last seen{" "}
                {dateTime.format(new Date(session.lastSeenAt))}
              </span>
              <span>{session.ip ?? "unknown IP"}</span>
              {canWrite ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(session.id)}
                >
                  Sign out this session
                </Button>
              ) : null}
            </div>
            <p className={styles.muted}>{session.userAgent ?? "unknown browser"}</p>
          </li>
        ))}
      </ul>
      {canWrite && sessions.data.length > 0 ? (
        <div>
          <Button disabled={revoke.isPending} onClick={() => revoke.mutate(null)}>
            {revoke.isPending ? "Signing out…" : "Sign out everywhere"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
