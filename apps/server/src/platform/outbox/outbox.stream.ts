import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { createPollLoop } from "../poll-loop";
import { withSavepoint } from "./outbox.repo";
import {
  ensureCheckpoint,
  lagOf,
  lockCheckpoint,
  readEventsAfter,
  rewindCheckpoint,
  type StreamRow,
  saveCheckpoint,
} from "./outbox.stream.repo";

/**
 * A consumer of the play stream (ARCHITECTURE D23): it handles each event of its topics once in effect, in
 * the transaction that advances its checkpoint, so its own writes and its progress commit together. A
 * replay runs events again: what it writes must be idempotent on the event (ledger keys, unique rows).
 */
export interface StreamConsumer {
  /** Unique and stable: it names the checkpoint (`tournaments.scores`). */
  name: string;
  topics: readonly string[];
  handle(event: StreamRow, tx: Executor): Promise<void>;
}

export interface ConsumerLag {
  consumer: string;
  /** Events of its topics it has not handled yet. */
  events: number;
  /** How old the oldest of them is, in seconds (0 when caught up). */
  seconds: number;
  /** Failed attempts at the event it is stuck on. */
  failures: number;
}

export interface EventStreamOptions {
  db: Database;
  clock: Clock;
  /** Events one consumer handles per transaction. */
  batchSize?: number;
  pollIntervalMs?: number;
  log?: { error(details: object, message: string): void };
}

export interface EventStream {
  consume(consumer: StreamConsumer): void;
  /** One batch for every consumer; answers how many events were handled. */
  runOnce(): Promise<number>;
  /** Runs every consumer until none has anything left (tests, and a catch-up after a replay). */
  drain(): Promise<number>;
  /** Makes `consumer` handle again every event from `eventId` on (0: from the start). */
  replayFrom(consumer: string, eventId: string | 0): Promise<void>;
  lag(): Promise<ConsumerLag[]>;
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The play stream's runner (D18, D23): each consumer keeps its own checkpoint in `outbox_checkpoint`,
 * locked with SKIP LOCKED while a node works it, so any number of nodes run the stream without doing any
 * event twice. An event that fails stops its consumer there (later ones wait: order matters to scores) and
 * is retried on the next poll; the failures show in `lag()`. A backlog never touches the bet's transaction.
 */
export function createEventStream(options: EventStreamOptions): EventStream {
  const batchSize = options.batchSize ?? 200;
  const consumers = new Map<string, StreamConsumer>();
  const ensured = new Set<string>();

  async function runConsumer(consumer: StreamConsumer): Promise<number> {
    if (!ensured.has(consumer.name)) {
      await ensureCheckpoint(options.db, consumer.name);
      ensured.add(consumer.name);
    }
    return options.db.transaction(async (tx) => {
      const checkpoint = await lockCheckpoint(tx, consumer.name);
      if (!checkpoint) return 0;
      const events = await readEventsAfter(tx, consumer.topics, checkpoint, batchSize);
      let done = 0;
      let last = checkpoint;
      for (const event of events) {
        try {
          await withSavepoint(tx, () => consumer.handle(event, tx));
        } catch (error) {
          options.log?.error(
            { err: error, consumer: consumer.name, eventId: event.id, failures: last.failures + 1 },
            "stream consumer failed on an event; it waits there and retries",
          );
          last = { ...last, failures: last.failures + 1 };
          break;
        }
        last = { lastTxid: event.txid, lastEventId: event.id, failures: 0 };
        done += 1;
      }
      if (done > 0 || last.failures !== checkpoint.failures) {
        await saveCheckpoint(tx, consumer.name, {
          txid: last.lastTxid,
          eventId: last.lastEventId,
          failures: last.failures,
          now: options.clock.now(),
        });
      }
      return done;
    });
  }

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (const consumer of consumers.values()) handled += await runConsumer(consumer);
    return handled;
  }

  const loop = createPollLoop({
    runBatch: runOnce,
    batchSize,
    pollIntervalMs: options.pollIntervalMs ?? 250,
    onError: (error) => options.log?.error({ err: error }, "play stream run failed"),
  });

  return {
    consume(consumer) {
      if (consumers.has(consumer.name)) throw new Error(`stream consumer ${consumer.name} exists already`);
      consumers.set(consumer.name, consumer);
    },
    runOnce,
    async drain() {
      let total = 0;
      for (let handled = await runOnce(); handled > 0; handled = await runOnce()) total += handled;
      return total;
    },
    async replayFrom(name, eventId) {
      if (!consumers.has(name)) throw new Error(`no stream consumer ${name}`);
      await ensureCheckpoint(options.db, name);
      await options.db.transaction((tx) => rewindCheckpoint(tx, name, String(eventId), options.clock.now()));
    },
    async lag() {
      const now = options.clock.now().getTime();
      const lags: ConsumerLag[] = [];
      for (const consumer of consumers.values()) {
        await ensureCheckpoint(options.db, consumer.name);
        const lag = await lagOf(options.db, consumer.name, consumer.topics);
        lags.push({
          consumer: consumer.name,
          events: lag.events,
          seconds: lag.oldestAt ? Math.max(0, (now - lag.oldestAt.getTime()) / 1000) : 0,
          failures: lag.failures,
        });
      }
      return lags;
    },
    start: loop.start,
    wake: loop.wake,
    stop: loop.stop,
  };
}
