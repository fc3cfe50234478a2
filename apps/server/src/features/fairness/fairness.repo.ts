import { type Executor, schema } from "@casino/db";
import { inArray, sql } from "drizzle-orm";

export interface SeedRow {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

type Raw = {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

const toSeed = (row: Raw): SeedRow => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nextNonce: row.next_nonce,
});

const COLUMNS = "id::text, server_seed, server_seed_hash, client_seed, next_nonce";

/** Commits a new active seed pair unless the player already has one (one active pair per player). */
export async function insertActiveSeed(
  tx: Executor,
  seed: { playerId: string; serverSeed: string; serverSeedHash: string; clientSeed: string; now: Date },
): Promise<void> {
  await tx.query(
    `insert into fair_seed (player_id, server_seed, server_seed_hash, client_seed, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (player_id) where revealed_at is null do nothing`,
    [seed.playerId, seed.serverSeed, seed.serverSeedHash, seed.clientSeed, seed.now.toISOString()],
  );
}

export async function findActiveSeed(tx: Executor, playerId: string): Promise<SeedRow | null> {
  const rows = await tx.query<Raw>(
    `select ${COLUMNS} from fair_seed where player_id = $1 and revealed_at is null`,
    [playerId],
  );
  return rows[0] ? toSeed(rows[0]) : null;
}

export async function findLastRevealedSeed(tx: Executor, playerId: string): Promise<SeedRow | null> {
  const rows = await tx.query<Raw>(
    `select ${COLUMNS} from fair_seed where player_id = $1 and revealed_at is not null
     order by revealed_at desc, id desc limit 1`,
    [playerId],
  );
  return rows[0] ? toSeed(rows[0]) : null;
}

/** Retires the active pair: its seed becomes public. Null when the player had none. */
export async function revealActiveSeed(tx: Executor, playerId: string, now: Date): Promise<SeedRow | null> {
  const rows = await tx.query<Raw>(
    `update fair_seed set revealed_at = $2 where player_id = $1 and revealed_at is null
     returning ${COLUMNS}`,
    [playerId, now.toISOString()],
  );
  return rows[0] ? toSeed(rows[0]) : null;
}

/**
 * Takes the next nonce of the active pair atomically (the row lock orders concurrent rounds), answering
 * the pair and the nonce taken. Null when the player has no active pair yet.
 */
export async function takeNonce(
  tx: Executor,
  playerId: string,
): Promise<(SeedRow & { nonce: number }) | null> {
  const rows = await tx.query<Raw & { nonce: number }>(
    `update fair_seed set next_nonce = next_nonce + 1 where player_id = $1 and revealed_at is null
     returning ${COLUMNS}, next_nonce - 1 as nonce`,
    [playerId],
  );
  const row = rows[0];
  return row ? { ...toSeed(row), nonce: Number(row.nonce) } : null;
}

/** Seeds by id with their server seed only once revealed: a live seed never leaves the database here. */
export function selectSeedsById(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const { fairSeed } = schema;
  return executor.orm
    .select({
      id: fairSeed.id,
      serverSeedHash: fairSeed.serverSeedHash,
      revealedSeed: sql<
        string | null
      >`case when ${fairSeed.revealedAt} is not null then ${fairSeed.serverSeed} end`,
      clientSeed: fairSeed.clientSeed,
    })
    .from(fairSeed)
    .where(inArray(fairSeed.id, [...ids]));
}
