import type { Database } from "@casino/db";
import {
  type CallOutcome,
  type CallSettings,
  callsStatement,
  type WalletCallRow,
} from "./provider-wallet.calls.repo";

/**
 * Group commit of wallet calls (decision 018). While GROUPS_AT_ONCE statements of calls run, the calls that
 * arrive wait; when one ends they all go as the next statement: one round trip and one commit for the lot.
 * A lone call goes at once, so a quiet server answers as fast as before, and a busy one commits many calls
 * per WAL flush instead of one. The calls of one player in one statement run one after the other inside
 * it instead of queueing for each other's row lock across commits, so one busy player goes as fast as many.
 */

/**
 * Calls in one statement at most. Each runs in a subtransaction; PostgreSQL keeps up to 64 subtransaction
 * ids per backend in shared memory before every snapshot becomes slower, so stay well below.
 */
export const MAX_CALLS_PER_STATEMENT = 32;

interface Waiting {
  call: WalletCallRow;
  resolve: (outcome: CallOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Statements of calls running at once per database. Two keep the database busy while the server sends the
 * next group and reads the last one's answers; a call that deadlocks with another group (two players' rows
 * locked in opposite orders, which one group alone never does) fails in its group and runs again alone.
 */
export const GROUPS_AT_ONCE = 2;

class CallGroups {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly db: Database,
    private readonly settings: CallSettings,
  ) {}

  run(call: WalletCallRow): Promise<CallOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      if (this.running < GROUPS_AT_ONCE) void this.drain();
    });
  }

  private async drain() {
    this.running += 1;
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
      this.running -= 1;
    }
  }
}

const groupsByDatabase = new WeakMap<Database, CallGroups>();

/** Runs a call in the next group statement of its database. */
export function runInGroup(db: Database, call: WalletCallRow, settings: CallSettings): Promise<CallOutcome> {
  let groups = groupsByDatabase.get(db);
  if (!groups) {
    groups = new CallGroups(db, settings);
    groupsByDatabase.set(db, groups);
  }
  return groups.run(call);
}
