import { type Executor, schema } from "@casino/db";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";

const { fairSeed } = schema;

export interface SeedRow {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

const COLUMNS = {
  id: fairSeed.id,
  serverSeed: fairSeed.serverSeed,
  serverSeedHash: fairSeed.serverSeedHash,
  clientSeed: fairSeed.clientSeed,
  nextNonce: fairSeed.nextNonce,
};

const activeOf = (playerId: string) => and(eq(fairSeed.playerId, playerId), isNull(fairSeed.revealedAt));

/** Commits a new active seed pair unless the player already has one (one active pair per player). */
export async function insertActiveSeed(
  tx: Executor,
  seed: { playerId: string; serverSeed: string; serverSeedHash: string; clientSeed: string; now: Date },
): Promise<void> {
  await tx.orm
    .insert(fairSeed)
    .values({
      playerId: seed.playerId,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      createdAt: seed.now,
    })
    .onConflictDoNothing({ target: fairSeed.playerId, where: sql`revealed_at is null` });
}

export async function findActiveSeed(tx: Executor, playerId: string): Promise<SeedRow | null> {
  const rows = await tx.orm.select(COLUMNS).from(fairSeed).where(activeOf(playerId));
  return rows[0] ?? null;
}

export async function findLastRevealedSeed(tx: Executor, playerId: string): Promise<SeedRow | null> {
  const rows = await tx.orm
    .select(COLUMNS)
    .from(fairSeed)
    .where(and(eq(fairSeed.playerId, playerId), isNotNull(fairSeed.revealedAt)))
    .orderBy(desc(fairSeed.revealedAt), desc(fairSeed.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Retires the active pair: its seed becomes public. Null when the player had none. */
export async function revealActiveSeed(tx: Executor, playerId: string, now: Date): Promise<SeedRow | null> {
  const rows = await tx.orm
    .update(fairSeed)
    .set({ revealedAt: now })
    .where(activeOf(playerId))
    .returning(COLUMNS);
  return rows[0] ?? null;
}

/**
 * Takes the next nonce of the active pair atomically (the row lock orders concurrent rounds), answering
 * the pair and the nonce taken. Null when the player has no active pair yet.
 */
export async function takeNonce(
  tx: Executor,
  playerId: string,
): Promise<(SeedRow & { nonce: number }) | null> {
  const rows = await tx.orm
    .update(fairSeed)
    .set({ nextNonce: sql`${fairSeed.nextNonce} + 1` })
    .where(activeOf(playerId))
    // `returning` sees the incremented counter, so the nonce taken is one less.
    .returning({ ...COLUMNS, nonce: sql<number>`${fairSeed.nextNonce} - 1`.mapWith(Number) });
  return rows[0] ?? null;
}

/** Seeds by id with their server seed only once revealed: a live seed never leaves the database here. */
export function selectSeedsById(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
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
