import type { Clock } from "@casino/domain";

/** What this node read of a live session: enough to judge it again from the clock alone. */
export interface LiveSession {
  playerId: string;
  brandId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Sessions this node found live lately, by id hash (decision 030): a signed-in page view of a player seen
 * here costs no query. Whatever ends a session forgets it here at once and on the other nodes through the
 * bus; an entry is also never trusted past `maxAgeMs` after it was read, for a change no event announces
 * (an operator's SQL on `player.account_status`).
 */
export interface LiveSessions {
  /**
   * The session if this node holds it and the clock still says live under the idle rule; undefined means
   * "ask the database", never "signed out": another node may have touched a session that looks idle here.
   */
  find(idHash: string, idleMs: number): LiveSession | undefined;
  /** A mark to take before reading a session from the database, for `keep`. */
  mark(): number;
  /** Keeps what the database said, unless something was forgotten since `mark` (the read may predate it). */
  keep(mark: number, idHash: string, session: LiveSession): void;
  /** The session's `last_seen_at` was written: this node judges idleness from then on. */
  touched(idHash: string, at: Date): void;
  forgetSession(idHash: string): void;
  forgetPlayer(playerId: string): void;
  /** After the bus link broke: any forgetting may have been missed. */
  forgetAll(): void;
  readonly size: number;
}

/** About 200 bytes each: 10 MiB for a busy node's signed-in players. */
const SESSIONS_KEPT = 50_000;
/** The belt beside the events: how long a read is trusted at most (decision 030). */
const TRUSTED_FOR_MS = 60_000;

interface Kept extends LiveSession {
  readAt: number;
}

export function createLiveSessions(
  clock: Clock,
  options: { kept?: number; trustedForMs?: number } = {},
): LiveSessions {
  const kept = options.kept ?? SESSIONS_KEPT;
  const trustedForMs = options.trustedForMs ?? TRUSTED_FOR_MS;
  const sessions = new Map<string, Kept>();
  // Bumped by every forgetting: a database read that started before it may have seen the ended row.
  let forgettings = 0;

  const put = (idHash: string, session: Kept) => {
    sessions.delete(idHash);
    sessions.set(idHash, session);
    // A Map iterates in insertion order: the first key is the one seen longest ago.
    if (sessions.size > kept) sessions.delete(sessions.keys().next().value as string);
  };
  const forgot = () => {
    forgettings += 1;
  };

  return {
    find(idHash, idleMs) {
      const session = sessions.get(idHash);
      if (!session) return undefined;
      const now = clock.now().getTime();
      const isTrusted = now - session.readAt < trustedForMs;
      const isLive = session.expiresAt.getTime() > now && session.lastSeenAt.getTime() > now - idleMs;
      if (!isTrusted || !isLive) {
        sessions.delete(idHash);
        return undefined;
      }
      put(idHash, session);
      return session;
    },
    mark: () => forgettings,
    keep(mark, idHash, session) {
      if (mark !== forgettings) return;
      put(idHash, { ...session, readAt: clock.now().getTime() });
    },
    touched(idHash, at) {
      const session = sessions.get(idHash);
      if (session) session.lastSeenAt = at;
    },
    forgetSession(idHash) {
      forgot();
      sessions.delete(idHash);
    },
    forgetPlayer(playerId) {
      forgot();
      // A scan, not an index: it runs on a sign-out everywhere or a password reset, a few times a minute.
      for (const [idHash, session] of sessions) if (session.playerId === playerId) sessions.delete(idHash);
    },
    forgetAll() {
      forgot();
      sessions.clear();
    },
    get size() {
      return sessions.size;
    },
  };
}
