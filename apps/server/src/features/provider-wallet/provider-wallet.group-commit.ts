import type { Database } from "@casino/db";
import {
  type CallOutcome,
  type CallSettings,
  callsStatement,
  type WalletCallRow,
} from "./provider-wallet.calls.repo";

/**
 * Group commit of wallet calls (decision 018). Calls go in lanes; while a lane's statement of calls runs,
 * the calls that arrive for it wait, and when it ends they all go as its next statement: one round trip and
 * one commit for the lot. A lone call goes at once, so a quiet server answers as fast as before, and a busy
 * one commits many calls per WAL flush instead of one.
 *
 * Every call of a player goes in the same lane, once the player is known (the functions name the player of
 * each call they answer): their calls run one after the other inside a statement instead of queueing for
 * the player's balance row across commits, so one busy player goes as fast as many, and two lanes never
 * wait for each other's rows of one player. A session's first call, before its player is known, goes by
 * its token; if it then deadlocks with the other lane (two players' rows locked in opposite orders), it
 * fails in its group and runs again alone.
 */

/**
 * Lanes per database and process. Two: with one, the lane's backend is busy about three quarters of the
 * time at 80 % of the peak rate and a bet waits for the statement in flight; two halve that wait and let
 * PostgreSQL use both cores of a small machine, while a player's calls still never meet in two statements.
 */
export const LANES = 2;

/**
 * Calls in one statement at most. Each runs in a subtransaction; PostgreSQL keeps up to 64 subtransaction
 * ids per backend in shared memory before every snapshot becomes slower, so stay well below.
 */
export const MAX_CALLS_PER_STATEMENT = 32;

/** Sessions whose player is remembered; past this the memory starts again (a lost entry costs nothing). */
const REMEMBERED_SESSIONS = 100_000;

interface Waiting {
  call: WalletCallRow;
  resolve: (outcome: CallOutcome) => void;
  reject: (error: unknown) => void;
}

/** One statement of calls at a time; the calls that arrive meanwhile go together in the next. */
class Lane {
  private readonly waiting: Waiting[] = [];
  private isRunning = false;

  constructor(
    private readonly db: Database,
    private readonly settings: CallSettings,
  ) {}

  run(call: WalletCallRow): Promise<CallOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      if (!this.isRunning) void this.drain();
    });
  }

  private async drain() {
    this.isRunning = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_CALLS_PER_STATEMENT);
        try {
          const outcomes = await callsStatement(
            this.db,
            group.map((waiting) => waiting.call),
            this.settings,
          );
          group.forEach((waiting, i) => {
            const outcome = outcomes[i];
            if (outcome) waiting.resolve(outcome);
            else waiting.reject(new Error("wallet_calls answered no outcome for a call"));
          });
        } catch (error) {
          // Nothing of the statement committed (or, if the link broke during the commit, everything did,
          // and a call sent again replays): each caller sees the error.
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.isRunning = false;
    }
  }
}

class Lanes {
  private readonly lanes: Lane[];
  private readonly playerOfSession = new Map<string, string>();

  constructor(db: Database, settings: CallSettings) {
    this.lanes = Array.from({ length: LANES }, () => new Lane(db, settings));
  }

  async run(call: WalletCallRow): Promise<CallOutcome> {
    const outcome = await this.laneOf(call).run(call);
    const playerId = "done" in outcome ? outcome.done.playerId : undefined;
    if (playerId && this.playerOfSession.get(call.tokenHash) !== playerId) {
      if (this.playerOfSession.size >= REMEMBERED_SESSIONS) this.playerOfSession.clear();
      this.playerOfSession.set(call.tokenHash, playerId);
    }
    return outcome;
  }

  /** By the player when known, else by the session: both keys start with random hex digits. */
  laneOf(call: WalletCallRow): Lane {
    const key = this.playerOfSession.get(call.tokenHash) ?? call.tokenHash;
    const lane = this.lanes[Number.parseInt(key.slice(0, 8), 16) % this.lanes.length];
    if (!lane) throw new Error("no wallet lane");
    return lane;
  }
}

const lanesByDatabase = new WeakMap<Database, Lanes>();

/** Runs a call in the next group statement of its lane. */
export function runInGroup(db: Database, call: WalletCallRow, settings: CallSettings): Promise<CallOutcome> {
  let lanes = lanesByDatabase.get(db);
  if (!lanes) {
    lanes = new Lanes(db, settings);
    lanesByDatabase.set(db, lanes);
  }
  return lanes.run(call);
}
