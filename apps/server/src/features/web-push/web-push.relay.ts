import { randomInt } from "node:crypto";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { type RetryPolicy, retryDelayMs } from "../../platform/email/email-relay";
import { createPollLoop } from "../../platform/poll-loop";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  failAbandonedDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  pruneSettledDeliveries,
  scheduleDeliveryRetry,
} from "./web-push.deliveries.repo";
import { deleteSubscription } from "./web-push.repo";
import type { PushSender } from "./web-push.sender";

/**
 * Retries for a day at most, as the message's TTL: 15 s doubling to an hour, 10 attempts (about 3 to 6
 * hours in all). A browser that is offline is the push service's to wait for, not ours.
 */
export const WEB_PUSH_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 15_000,
  maxDelayMs: 60 * 60 * 1000,
};

/** Sent and given-up messages are kept this long for operators, then pruned. */
const KEEP_SETTLED_MS = 7 * 24 * 60 * 60 * 1000;

export interface WebPushLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebPushRelayOptions {
  db: Database;
  clock: Clock;
  send: PushSender;
  log?: WebPushLog;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed message stays hidden from other relays; it must outlast a send's timeout. */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
}

export interface WebPushRelay {
  /** Claims one batch of due messages, sends them and records each outcome; answers how many were claimed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Runs a started relay now (a commit queued messages). */
  wake(): void;
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>;
}

const cryptoFraction = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * Sends the queued push messages (`web_push_delivery`) the way the e-mail relay sends e-mail (decision 014):
 * claimed with a lease, sent outside any transaction, then marked sent, retried with jittered backoff, or
 * given up on. A subscription the push service calls gone is deleted with its queue.
 */
export function createWebPushRelay(options: WebPushRelayOptions): WebPushRelay {
  const { db, clock, log } = options;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const policy: RetryPolicy = { ...WEB_PUSH_RETRY_POLICY, ...options.retry };
  const random = options.random ?? cryptoFraction;

  async function recordFailure(delivery: ClaimedDelivery, reason: string, isFinal: boolean) {
    const details = { deliveryId: delivery.id, attempt: delivery.attempt, reason };
    if (isFinal || delivery.attempt >= policy.maxAttempts) {
      await markDeliveryFailed(db, delivery, reason, clock.now());
      log?.warn(details, "web push message given up on");
      return;
    }
    const delay = retryDelayMs(delivery.attempt, policy, random);
    await scheduleDeliveryRetry(db, delivery, reason, new Date(clock.now().getTime() + delay));
    log?.warn({ ...details, retryInMs: delay }, "web push message failed; will retry");
  }

  async function deliver(delivery: ClaimedDelivery) {
    const outcome = await options.send(delivery, delivery.payload);
    switch (outcome.kind) {
      case "delivered":
        return markDeliverySent(db, delivery.id, clock.now());
      case "gone":
        // The browser unsubscribed (or the push service dropped it): nothing will ever reach it again.
        return deleteSubscription(db, delivery.subscriptionId);
      case "rejected":
        return recordFailure(delivery, outcome.reason, true);
      case "failed":
        return recordFailure(delivery, outcome.reason, false);
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    for (const deliveryId of await failAbandonedDeliveries(db, now, policy.maxAttempts))
      log?.error({ deliveryId }, "web push message's last attempt never finished; marked failed");
    await pruneSettledDeliveries(db, new Date(now.getTime() - KEEP_SETTLED_MS), 500);
    const claimed = await claimDueDeliveries(db, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batchSize,
      maxAttempts: policy.maxAttempts,
    });
    // Every send finishes (and its outcome is recorded) before a database error is reported.
    const outcomes = await Promise.allSettled(claimed.map(deliver));
    const broken = outcomes.find((outcome) => outcome.status === "rejected");
    if (broken) throw broken.reason;
    return claimed.length;
  }

  const loop = createPollLoop({
    runBatch: runOnce,
    batchSize,
    pollIntervalMs: options.pollIntervalMs ?? 1_000,
    onError: (error) => log?.error({ err: error }, "web push relay run failed"),
  });

  return { runOnce, start: loop.start, wake: loop.wake, stop: loop.stop };
}
