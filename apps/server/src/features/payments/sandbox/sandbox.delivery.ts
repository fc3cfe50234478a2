import { randomInt } from "node:crypto";
import { paymentWebhookEndpoint, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@casino/contracts";
import type { Database } from "@casino/db";
import { type Clock, signPaymentWebhook } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { type RetryPolicy, retryDelayMs } from "../../../platform/email/email-relay";
import { createPollLoop } from "../../../platform/poll-loop";
import {
  type ClaimedWebhook,
  claimDueWebhooks,
  markWebhookDelivered,
  scheduleWebhookRetry,
} from "./sandbox.repo";

/**
 * Like a processor's: the first retry after a few seconds, doubling to an hour, for about a day in all; a
 * merchant that stays down longer heals by the status refresh.
 */
export const SANDBOX_WEBHOOK_RETRY: RetryPolicy = {
  maxAttempts: 30,
  baseDelayMs: 2_000,
  maxDelayMs: 60 * 60 * 1000,
};

export interface WebhookDelivery {
  /** Claims the due webhooks, posts each and records the answer; answers how many it claimed. */
  runOnce(): Promise<number>;
  start(): void;
  wake(): void;
  stop(): Promise<void>;
}

const cryptoFraction = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * The sandbox's webhook sender: claims what is due (several nodes side by side), signs each body at the
 * moment it sends it, and posts it to the merchant through the HTTP pipeline (`app.inject`), so it takes the
 * path, the signature check and the answers a hosted provider's calls take. Anything but a 2xx is retried
 * with jittered backoff.
 */
export function createWebhookDelivery(options: {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  secret: string;
  batchSize?: number;
  pollIntervalMs?: number;
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
}): WebhookDelivery {
  const { app, db, clock } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const policy: RetryPolicy = { ...SANDBOX_WEBHOOK_RETRY, ...options.retry };
  const random = options.random ?? cryptoFraction;

  async function post(webhook: ClaimedWebhook): Promise<string | null> {
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    try {
      const response = await app.inject({
        method: "POST",
        url: paymentWebhookEndpoint.path,
        headers: {
          "content-type": "application/json",
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signPaymentWebhook(options.secret, timestamp, webhook.body),
        },
        payload: webhook.body,
      });
      if (response.statusCode >= 200 && response.statusCode < 300) return null;
      return `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function deliver(webhook: ClaimedWebhook) {
    const failure = await post(webhook);
    if (failure === null) return markWebhookDelivered(db, webhook.id, clock.now());
    const delay = retryDelayMs(webhook.attempt, policy, random);
    await scheduleWebhookRetry(db, webhook, failure, new Date(clock.now().getTime() + delay));
    app.log.warn(
      { webhookId: webhook.id, attempt: webhook.attempt, failure },
      "sandbox webhook refused; will retry",
    );
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await claimDueWebhooks(db, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batchSize,
      maxAttempts: policy.maxAttempts,
    });
    // One at a time, in the order they were queued: a payment's events reach the merchant in order.
    for (const webhook of claimed) await deliver(webhook);
    return claimed.length;
  }

  const loop = createPollLoop({
    runBatch: runOnce,
    batchSize,
    pollIntervalMs: options.pollIntervalMs ?? 1_000,
    onError: (error) => app.log.error({ err: error }, "sandbox webhook delivery failed"),
  });
  return { runOnce, start: loop.start, wake: loop.wake, stop: loop.stop };
}
