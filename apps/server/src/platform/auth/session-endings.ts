import type { Executor } from "@casino/db";
import type { Bus } from "../bus";
import { type OutboxRelay, writeOutboxEvent } from "../outbox";
import type { LiveSessions } from "./live-sessions";

/** The outbox topic of a commit that ended sessions (a sign-out, a sign-out everywhere, a password reset). */
export const SESSIONS_ENDED = "sessions.ended";
/** The bus channel on which every node hears which sessions to forget. */
export const SESSIONS_ENDED_CHANNEL = "live-sessions.ended";

/** One session of a player (by its id hash), or, without `idHash`, every session of the player. */
export interface EndedSessions {
  playerId: string;
  idHash?: string;
}

/**
 * Records, in the transaction that deletes the sessions, that they ended: the relay announces it on the
 * bus after the commit, so no node keeps honouring them even if this process dies right after the commit.
 */
export function recordSessionsEnded(tx: Executor, ended: EndedSessions, now: Date): Promise<void> {
  return writeOutboxEvent(tx, { topic: SESSIONS_ENDED, aggregateId: ended.playerId, payload: ended }, now);
}

function forgetEnded(liveSessions: LiveSessions, ended: EndedSessions) {
  if (ended.idHash) liveSessions.forgetSession(ended.idHash);
  else liveSessions.forgetPlayer(ended.playerId);
}

const endedOf = (message: unknown): EndedSessions | null => {
  const { playerId, idHash } = (message ?? {}) as { playerId?: unknown; idHash?: unknown };
  if (typeof playerId !== "string") return null;
  return typeof idHash === "string" ? { playerId, idHash } : { playerId };
};

export interface SessionEndings {
  /**
   * Call right after the commit that recorded `ended`: forgets those sessions on this node at once (the
   * same browser's next request is a guest's), and has this node's relay announce them to the others now
   * rather than at its next poll.
   */
  afterCommit(ended: EndedSessions): void;
}

/** Connects the node's live sessions to the outbox (announce after commit) and to the bus (forget). */
export function spreadSessionEndings(
  liveSessions: LiveSessions,
  bus: Bus,
  outbox: OutboxRelay,
): SessionEndings {
  outbox.subscribe(SESSIONS_ENDED, "live-sessions.announce", async (event) => {
    const ended = endedOf(event.payload);
    if (ended) await bus.publish(SESSIONS_ENDED_CHANNEL, { ...ended });
  });
  bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const ended = endedOf(message);
    if (ended) forgetEnded(liveSessions, ended);
  });
  // Messages may have been lost while the link was down: nothing kept can be vouched for any more.
  bus.onResync(() => liveSessions.forgetAll());
  return {
    afterCommit(ended) {
      forgetEnded(liveSessions, ended);
      outbox.wake();
    },
  };
}
