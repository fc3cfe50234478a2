import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import { insertEmail } from "./email.repo";
import { createEmailRelay, type EmailLog, type EmailRelay, type EmailRelayOptions } from "./email-relay";
import type { EmailTransport, OutgoingEmail } from "./transport";

export type { EmailTransport, OutgoingEmail } from "./transport";

/** An email recorded in a transaction, waiting for that transaction to commit before it goes out. */
export interface QueuedEmail {
  id: number;
  message: OutgoingEmail;
}

export type EmailProviderName = "outbox" | "smtp";

/** The relay's pace and retry policy; the defaults suit production. */
export type EmailRelayTuning = Omit<EmailRelayOptions, "db" | "clock" | "transport" | "from" | "log">;

/**
 * The platform's email provider (ARCHITECTURE D9, D19). Every message is first recorded in
 * `email_message` inside the caller's transaction, so an email exists only if the change that caused it
 * committed. With `outbox` that row is the delivery (operators and the dev mailbox read it); with `smtp`
 * the row waits for the email relay, which sends it with retries and records sent_at, or failed_at.
 */
export interface Mailer {
  readonly provider: EmailProviderName;
  enqueue(tx: Executor, message: OutgoingEmail): Promise<QueuedEmail>;
  /**
   * Called after the commit that queued `queued`: this node's relay sends them now instead of at its next
   * poll. Never waits and never fails, so an answer's timing does not tell whether an email went out.
   */
  nudge(queued: readonly QueuedEmail[]): void;
  /** Sends the stored emails in the background; boot starts it, tests call `runOnce()`. */
  readonly relay: EmailRelay;
  /** Stops the relay (waiting for sends in flight) and closes the transport. */
  close(): Promise<void>;
}

export function createMailer(options: {
  provider: EmailProviderName;
  from: string;
  db: Database;
  clock: Clock;
  log: EmailLog;
  transport: EmailTransport | null;
  relay?: EmailRelayTuning;
}): Mailer {
  const { provider, db, clock, log, transport } = options;
  if (provider === "smtp" && !transport) throw new Error("the smtp email provider needs a transport");
  const relay = createEmailRelay({
    ...options.relay,
    db,
    clock,
    // With the outbox provider nothing is sent, even when a transport was handed in.
    transport: provider === "smtp" ? transport : null,
    from: options.from,
    log,
  });
  return {
    provider,
    relay,
    async enqueue(tx, message) {
      const now = clock.now();
      const id = await insertEmail(tx, {
        ...message,
        provider,
        createdAt: now,
        sentAt: provider === "outbox" ? now : null,
        nextAttemptAt: provider === "smtp" ? now : null,
      });
      return { id, message };
    },
    nudge(queued) {
      if (queued.length > 0) relay.wake();
    },
    async close() {
      await relay.stop();
      transport?.close();
    },
  };
}
