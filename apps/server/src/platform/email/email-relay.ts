import { randomInt } from "node:crypto";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { createPollLoop } from "../poll-loop";
import {
  type ClaimedEmail,
  claimDueEmails,
  failAbandonedEmails,
  markEmailFailed,
  markEmailSent,
  scheduleEmailRetry,
} from "./email.repo";
import type { EmailTransport } from "./transport";

export interface RetryPolicy {
  /** Attempts before an email is marked failed; with the defaults, retries span 14 to 29 hours. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each later one… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 24,
  baseDelayMs: 10_000,
  maxDelayMs: 2 * 60 * 60 * 1000,
};

/**
 * The wait before retrying after failed attempt number `attempt` (1-based): exponential, with "equal
 * jitter" (half of it fixed, half drawn from `random` in [0, 1)) so relays that failed together during an
 * outage do not all retry at the same instant.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** What the relay logs through: the app's logger, or a spy in tests. */
export interface EmailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailRelayOptions {
  db: Database;
  clock: Clock;
  /** Null with the outbox provider: the stored row is the delivery, so the relay has nothing to send. */
  transport: EmailTransport | null;
  from: string;
  log?: EmailLog;
  /** Emails claimed, and sent side by side, per run. */
  batchSize?: number;
  /** Pause between polls; commits on this node wake the relay sooner (`wake`). */
  pollIntervalMs?: number;
  /** How long a claimed email stays hidden from other relays; it must outlast a send (smtp-transport.ts). */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Draws the backoff's jitter; injected so tests can pin it. */
  random?: () => number;
}

export interface EmailRelay {
  /** Claims one batch of due emails, sends it and records each outcome; answers how many were claimed. */
  runOnce(): Promise<number>;
  /** Polls until stopped. Does nothing without a transport. */
  start(): void;
  /** Makes a started relay run now, e.g. right after a commit that queued emails. */
  wake(): void;
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A uniform draw in [0, 1) from the system CSPRNG (47 bits, randomInt's limit). */
const cryptoFraction = () => randomInt(2 ** 47) / 2 ** 47;

/**
 * Sends the emails stored in `email_message` (docs/decisions/014-durable-email.md). Rows are claimed with a
 * lease, sent outside any transaction, then marked sent, rescheduled with backoff, or failed after the last
 * attempt. A relay that dies mid-send leaves its rows to be claimed again when the lease ends, so an email is
 * sent at least once; two relays never hold the same row at the same time.
 */
export function createEmailRelay(options: EmailRelayOptions): EmailRelay {
  const { db, clock, transport, log } = options;
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? cryptoFraction;

  async function recordFailure(email: ClaimedEmail, error: unknown) {
    const reason = errorMessage(error);
    const details = { emailId: email.id, kind: email.kind, attempt: email.attempt, err: error };
    if (email.attempt >= policy.maxAttempts) {
      await markEmailFailed(db, email, reason, clock.now());
      log?.error(details, "email delivery failed for the last time; marked failed");
      return;
    }
    const delay = retryDelayMs(email.attempt, policy, random);
    await scheduleEmailRetry(db, email, reason, new Date(clock.now().getTime() + delay));
    log?.warn({ ...details, retryInMs: delay }, "email delivery failed; will retry");
  }

  async function send(sender: EmailTransport, email: ClaimedEmail) {
    const { id: _id, attempt: _attempt, ...message } = email;
    try {
      await sender.send({ ...message, from: options.from });
    } catch (error) {
      await recordFailure(email, error);
      return;
    }
    await markEmailSent(db, email, clock.now());
  }

  async function runOnce(): Promise<number> {
    if (!transport) return 0;
    const now = clock.now();
    for (const emailId of await failAbandonedEmails(db, now, policy.maxAttempts))
      log?.error({ emailId }, "email's last attempt never finished (its relay stopped); marked failed");
    const claimed = await claimDueEmails(db, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batchSize,
      maxAttempts: policy.maxAttempts,
    });
    // Every send is finished (and its outcome recorded) before a database error is reported.
    const outcomes = await Promise.allSettled(claimed.map((email) => send(transport, email)));
    const broken = outcomes.find((outcome) => outcome.status === "rejected");
    if (broken) throw broken.reason;
    return claimed.length;
  }

  const loop = createPollLoop({
    runBatch: runOnce,
    batchSize,
    pollIntervalMs,
    onError: (error) => log?.error({ err: error }, "email relay run failed"),
  });

  return {
    runOnce,
    start() {
      if (transport) loop.start();
    },
    wake: loop.wake,
    stop: loop.stop,
  };
}
