import { randomBytes } from "node:crypto";
import type { FairnessState } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import { type Clock, commitServerSeed } from "@casino/domain";
import {
  findActiveSeed,
  findLastRevealedSeed,
  insertActiveSeed,
  revealActiveSeed,
  type SeedRow,
  selectSeedsById,
  takeNonce,
} from "./fairness.repo";

/** The seeds one round is drawn from, and the row that records them. */
export interface RoundSeeds {
  fairSeedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A client seed when the player chose none: random, so no two players share a stream by default. */
const randomClientSeed = () => randomBytes(8).toString("hex");

async function commitNewSeed(tx: Executor, clock: Clock, playerId: string, clientSeed?: string) {
  // 32 bytes from the CSPRNG: the seed is secret until revealed, its SHA-256 is shown before play.
  const serverSeed = randomBytes(32).toString("hex");
  await insertActiveSeed(tx, {
    playerId,
    serverSeed,
    serverSeedHash: commitServerSeed(serverSeed),
    clientSeed: clientSeed ?? randomClientSeed(),
    now: clock.now(),
  });
}

async function activeSeed(tx: Executor, clock: Clock, playerId: string): Promise<SeedRow> {
  const found = await findActiveSeed(tx, playerId);
  if (found) return found;
  await commitNewSeed(tx, clock, playerId);
  const created = await findActiveSeed(tx, playerId);
  if (!created) throw new Error(`no active fair seed for player ${playerId}`);
  return created;
}

function present(active: SeedRow, previous: SeedRow | null): FairnessState {
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nextNonce: active.nextNonce,
    previous: previous
      ? {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          lastNonce: previous.nextNonce - 1,
        }
      : null,
  };
}

/** The player's commitment (created on first use) and the last revealed pair. */
export async function fairnessState(db: Database, clock: Clock, playerId: string): Promise<FairnessState> {
  return db.transaction(async (tx) => {
    const active = await activeSeed(tx, clock, playerId);
    return present(active, await findLastRevealedSeed(tx, playerId));
  });
}

/**
 * Reveals the active server seed (every round drawn from it becomes verifiable) and commits to a new one,
 * with the client seed the player chose or a random one.
 */
export async function rotateFairSeed(
  db: Database,
  clock: Clock,
  playerId: string,
  clientSeed: string | undefined,
): Promise<FairnessState> {
  return db.transaction(async (tx) => {
    await revealActiveSeed(tx, playerId, clock.now());
    await commitNewSeed(tx, clock, playerId, clientSeed);
    const active = await activeSeed(tx, clock, playerId);
    return present(active, await findLastRevealedSeed(tx, playerId));
  });
}

/** The commitment a game page shows before a spin: the active pair's hash and the next nonce. */
export async function fairnessCommitment(tx: Executor, clock: Clock, playerId: string) {
  const active = await activeSeed(tx, clock, playerId);
  return {
    serverSeedHash: active.serverSeedHash,
    clientSeed: active.clientSeed,
    nextNonce: active.nextNonce,
  };
}

/** Takes the seeds of one round: the active pair and its next nonce, atomically. */
export async function drawRoundSeeds(tx: Executor, clock: Clock, playerId: string): Promise<RoundSeeds> {
  let taken = await takeNonce(tx, playerId);
  if (!taken) {
    await commitNewSeed(tx, clock, playerId);
    taken = await takeNonce(tx, playerId);
  }
  if (!taken) throw new Error(`no active fair seed for player ${playerId}`);
  return {
    fairSeedId: taken.id,
    serverSeed: taken.serverSeed,
    serverSeedHash: taken.serverSeedHash,
    clientSeed: taken.clientSeed,
    nonce: taken.nonce,
  };
}

/** The seeds behind these rounds by id, the server seed only once revealed (round history). */
export async function revealedSeedsById(executor: Executor, input: { seedIds: readonly number[] }) {
  const rows = await selectSeedsById(executor, [...new Set(input.seedIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}
