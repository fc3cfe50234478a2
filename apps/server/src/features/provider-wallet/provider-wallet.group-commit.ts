import type { Database } from "@casino/db";
import {
  type CallOutcome,
  type CallSettings,
  callsStatement,
  type WalletCallRow,
} from "./provider-wallet.calls.repo";

/**
 * Group commit of wallet calls (decision 018). While a statement of calls runs, the calls that arrive wait;
 * when it ends they all go as the next statement: one round trip and one commit for the lot. A lone call
 * goes at once, so a quiet server answers as fast as before, and a busy one commits many calls per WAL
 * flush instead of one. The calls of one player run one after the other inside a statement instead of
 * queueing for each other's balance row across commits, so one busy player goes as fast as many.
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
 * Statements of calls running at once per database and process. One: a statement never waits for a row
 * another statement of this process holds (two would, whenever both carry bets of one player: measured,
 * one busy player then went at 0.7–0.8 × the rate of many), and calls of this process never deadlock with
 * each other. Measured against two, the rate of many players was the same within the machine's noise: the
 * server's CPU, not the statement in flight, is what a bet waits for. A call that deadlocks with another
 * process's transaction fails in its group and runs again alone.
 */
export const GROUPS_AT_ONCE = 1;

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
