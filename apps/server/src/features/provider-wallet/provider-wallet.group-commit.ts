import type { Database } from "@casino/db";
import {
  type CallOutcome,
  type CallSettings,
  callsStatement,
  type WalletCallRow,
} from "./provider-wallet.calls.repo";

/**
 * Group commit of wallet calls (decision 018), the hot path of the money (ARCHITECTURE D21). At most LANES
 * statements of calls run at once; the calls that arrive while they run wait, and the next free lane takes
 * all of them it may as its next statement: one round trip and one commit for the lot. A lone call goes at
 * once, so a quiet server answers as fast as with single statements, and a busy one commits many calls per
 * WAL flush instead of one.
 *
 * A player's calls never run in two statements at once: a call waits while a statement in flight carries a
 * call of its player, and then goes in the next one, so their calls run one after the other inside a
 * statement instead of queueing for the player's balance row across commits, and one busy player goes as
 * fast as many. The functions name the player of each call they answer; a session's first call, before its
 * player is known, goes by its token (if it then deadlocks with a statement holding the player's rows, it
 * fails in its group and runs again alone). Any other call takes whichever lane is free: it never waits
 * behind a statement of other players while a lane is idle.
 */

/**
 * Statements in flight at once per database and process. Two: with one, its backend is busy about three
 * quarters of the time at 80 % of the peak rate and a call waits for the statement in flight; two halve
 * that wait and let PostgreSQL use both cores of a small machine.
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

class GroupCommit {
  private readonly waiting: Waiting[] = [];
  /** The player (or, before it is known, session token hash) of every call in a statement in flight. */
  private readonly inFlight = new Set<string>();
  private running = 0;
  private readonly playerOfSession = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly settings: CallSettings,
  ) {}

  run(call: WalletCallRow): Promise<CallOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.dispatch();
    });
  }

  /** Both keys start with random hex digits; the player's once a function named it. */
  private keyOf(call: WalletCallRow): string {
    return this.playerOfSession.get(call.tokenHash) ?? call.tokenHash;
  }

  /** Starts statements while a lane is free and some waiting call may go. */
  private dispatch() {
    while (this.running < LANES && this.waiting.length > 0) {
      const group = this.nextGroup();
      if (group.length === 0) return;
      void this.send(group);
    }
  }

  /**
   * The waiting calls that may go now, in the order they came: not those of a player in flight, nor any
   * later call of a player one of whose calls had to wait (a player's calls keep their order).
   */
  private nextGroup(): { waiting: Waiting; key: string }[] {
    const group: { waiting: Waiting; key: string }[] = [];
    const held = new Set<string>();
    const left: Waiting[] = [];
    for (const waiting of this.waiting) {
      const key = this.keyOf(waiting.call);
      if (group.length < MAX_CALLS_PER_STATEMENT && !this.inFlight.has(key) && !held.has(key)) {
        group.push({ waiting, key });
      } else {
        held.add(key);
        left.push(waiting);
      }
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return group;
  }

  private async send(group: { waiting: Waiting; key: string }[]) {
    this.running += 1;
    for (const { key } of group) this.inFlight.add(key);
    try {
      const outcomes = await callsStatement(
        this.db,
        group.map(({ waiting }) => waiting.call),
        this.settings,
      );
      group.forEach(({ waiting }, i) => {
        const outcome = outcomes[i];
        if (!outcome) waiting.reject(new Error("wallet_calls answered no outcome for a call"));
        else {
          this.remember(waiting.call, outcome);
          waiting.resolve(outcome);
        }
      });
    } catch (error) {
      // Nothing of the statement committed (or, if the link broke during the commit, everything did, and a
      // call sent again replays): each caller sees the error.
      for (const { waiting } of group) waiting.reject(error);
    } finally {
      for (const { key } of group) this.inFlight.delete(key);
      this.running -= 1;
      this.dispatch();
    }
  }

  private remember(call: WalletCallRow, outcome: CallOutcome) {
    const playerId = "done" in outcome ? outcome.done.playerId : undefined;
    if (!playerId || this.playerOfSession.get(call.tokenHash) === playerId) return;
    if (this.playerOfSession.size >= REMEMBERED_SESSIONS) this.playerOfSession.clear();
    this.playerOfSession.set(call.tokenHash, playerId);
  }
}

const groupsByDatabase = new WeakMap<Database, GroupCommit>();

/** Runs a call in the next group statement it may go in. */
export function runInGroup(db: Database, call: WalletCallRow, settings: CallSettings): Promise<CallOutcome> {
  let groups = groupsByDatabase.get(db);
  if (!groups) {
    groups = new GroupCommit(db, settings);
    groupsByDatabase.set(db, groups);
  }
  return groups.run(call);
}
