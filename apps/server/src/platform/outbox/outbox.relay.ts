import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { createPollLoop } from "../poll-loop";
import {
  claimOutboxEvents,
  markOutboxEventsPublished,
  type OutboxRow,
  recordOutboxFailures,
  withSavepoint,
} from "./outbox.repo";

export type OutboxEvent = OutboxRow;

/**
 * Handles one event. It runs inside the relay's transaction and gets it as `tx`: writes made through `tx`
 * commit together with the "published" mark (exactly once); anything else (a push to sockets) happens at
 * least once, so consumers must be idempotent. Never use the database handle itself here (PGlite has a
 * single connection, held by the relay's transaction).
 */
export type OutboxConsumer = (event: OutboxEvent, tx: Executor) => Promise<void>;

export interface OutboxRelayOptions {
  db: Database;
  clock: Clock;
  /** Events claimed per transaction. */
  batchSize?: number;
  /** Pause between polls when the outbox is drained. */
  pollIntervalMs?: number;
  /** After this many failed deliveries an event is left aside (still unpublished) and logged. */
  maxAttempts?: number;
  log?: { error(details: object, message: string): void };
}

export interface OutboxRelay {
  /** Registers a consumer of a topic; events of topics nobody consumes stay in the outbox untouched. */
  subscribe(topic: string, name: string, consumer: OutboxConsumer): void;
  /** Claims one batch, delivers it and marks what was delivered; answers how many events were claimed. */
  runOnce(): Promise<number>;
  /** Polls until stopped; `wake()` makes it poll now (after a commit that wrote events). */
  start(): void;
  wake(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/**
 * The transactional outbox relay (ARCHITECTURE D9, D18): events written in the same transaction as their
 * change are handed to in-process consumers after commit, in id order within a batch.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const batchSize = options.batchSize ?? 100;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const maxAttempts = options.maxAttempts ?? 10;
  const consumers = new Map<string, { name: string; consumer: OutboxConsumer }[]>();

  async function deliver(event: OutboxEvent, tx: Executor): Promise<boolean> {
    try {
      await withSavepoint(tx, async () => {
        for (const { consumer } of consumers.get(event.topic) ?? []) await consumer(event, tx);
      });
      return true;
    } catch (error) {
      options.log?.error(
        { err: error, eventId: event.id, topic: event.topic, attempts: event.attempts + 1 },
        event.attempts + 1 >= maxAttempts
          ? "outbox event failed for the last time; left unpublished"
          : "outbox event delivery failed; will retry",
      );
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const topics = [...consumers.keys()];
    if (topics.length === 0) return 0;
    return options.db.transaction(async (tx) => {
      const events = await claimOutboxEvents(tx, topics, batchSize, maxAttempts);
      const delivered: string[] = [];
      const failed: string[] = [];
      for (const event of events) ((await deliver(event, tx)) ? delivered : failed).push(event.id);
      await markOutboxEventsPublished(tx, delivered, options.clock.now());
      await recordOutboxFailures(tx, failed);
      return events.length;
    });
  }

  const loop = createPollLoop({
    runBatch: runOnce,
    batchSize,
    pollIntervalMs,
    onError: (error) => options.log?.error({ err: error }, "outbox relay run failed"),
  });

  return {
    subscribe(topic, name, consumer) {
      const list = consumers.get(topic) ?? [];
      if (list.some((entry) => entry.name === name))
        throw new Error(`outbox consumer ${name} already on ${topic}`);
      list.push({ name, consumer });
      consumers.set(topic, list);
    },
    runOnce,
    start: loop.start,
    wake: loop.wake,
    stop: loop.stop,
  };
}
