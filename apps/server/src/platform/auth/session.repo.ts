import type { Executor, RawRow, schema } from "@casino/db";

/** A row of the session lookup (a hot path, decision 017): the session's columns and its player's. */
type LiveSessionRaw = RawRow<
  Pick<typeof schema.playerSession.$inferSelect, "playerId" | "lastSeenAt" | "expiresAt"> &
    Pick<typeof schema.player.$inferSelect, "accountStatus" | "brandId">
>;

export async function insertSession(
  executor: Executor,
  row: {
    idHash: string;
    playerId: string;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await executor.query(
    `insert into player_session (id_hash, player_id, expires_at, ip, user_agent, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [row.idHash, row.playerId, row.expiresAt.toISOString(), row.ip, row.userAgent, row.now.toISOString()],
  );
}

/**
 * The live session of a cookie, with the player's status, or null when unknown, expired, idle since
 * before `idleSince`, or its player blocked.
 */
export async function findLiveSession(executor: Executor, idHash: string, now: Date, idleSince: Date) {
  const rows = await executor.query<LiveSessionRaw>(
    `select s.player_id::text, s.last_seen_at, s.expires_at, p.account_status, p.brand_id
     from player_session s join player p on p.id = s.player_id
     where s.id_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3`,
    [idHash, now.toISOString(), idleSince.toISOString()],
  );
  const row = rows[0];
  if (row?.account_status !== "ACTIVE") return null;
  return {
    playerId: row.player_id,
    brandId: row.brand_id,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
  };
}

/** When the session behind a cookie's hash was started (its sign-in); null when it is gone. */
export async function selectSessionCreatedAt(executor: Executor, idHash: string): Promise<Date | null> {
  const rows = await executor.query<{ created_at: string | Date }>(
    "select created_at from player_session where id_hash = $1",
    [idHash],
  );
  const row = rows[0];
  return row ? new Date(row.created_at) : null;
}

export async function touchSession(executor: Executor, idHash: string, now: Date) {
  await executor.query("update player_session set last_seen_at = $2 where id_hash = $1", [
    idHash,
    now.toISOString(),
  ]);
}

export async function deleteSession(executor: Executor, idHash: string) {
  await executor.query("delete from player_session where id_hash = $1", [idHash]);
}

export async function deleteSessionsOfPlayer(executor: Executor, playerId: string) {
  await executor.query("delete from player_session where player_id = $1", [playerId]);
}

/** Sessions of a player that are neither expired nor idle since before `idleSince`. */
export async function countLiveSessionsOfPlayer(
  executor: Executor,
  playerId: string,
  now: Date,
  idleSince: Date,
) {
  const rows = await executor.query<{ count: number | string }>(
    `select count(*) as count from player_session
     where player_id = $1 and expires_at > $2 and last_seen_at > $3`,
    [playerId, now.toISOString(), idleSince.toISOString()],
  );
  return Number(rows[0]?.count ?? 0);
}

/** A player's sessions that are neither expired nor idle since before `idleSince`, newest first. */
export async function listLiveSessionsOfPlayer(
  executor: Executor,
  playerId: string,
  now: Date,
  idleSince: Date,
) {
  const rows = await executor.query<
    RawRow<
      Pick<
        typeof schema.playerSession.$inferSelect,
        "idHash" | "createdAt" | "lastSeenAt" | "ip" | "userAgent"
      >
    >
  >(
    `select id_hash, created_at, last_seen_at, ip, user_agent from player_session
     where player_id = $1 and expires_at > $2 and last_seen_at > $3
     order by created_at desc, id_hash`,
    [playerId, now.toISOString(), idleSince.toISOString()],
  );
  return rows.map((row) => ({
    idHash: row.id_hash,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

/** Deletes the player's sessions whose id hash starts with `prefix`; answers the hashes deleted. */
export async function deleteSessionsOfPlayerByPrefix(executor: Executor, playerId: string, prefix: string) {
  const rows = await executor.query<{ id_hash: string }>(
    "delete from player_session where player_id = $1 and left(id_hash, $3) = $2 returning id_hash",
    [playerId, prefix, prefix.length],
  );
  return rows.map((row) => row.id_hash);
}
