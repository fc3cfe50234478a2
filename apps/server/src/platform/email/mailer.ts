import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyBaseLogger } from "fastify";
import { insertEmail, markEmailFailed, markEmailSent } from "./email.repo";

/** One rendered email, ready to store and send. */
export interface OutgoingEmail {
  brandId: string;
  /** What it is about, e.g. `password_reset`; operators and the dev mailbox filter on it. */
  kind: string;
  to: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
}

/** An email recorded in a transaction, waiting for that transaction to commit before it goes out. */
export interface QueuedEmail {
  id: number;
  message: OutgoingEmail;
}

/** Hands a message to a mail server. SMTP in production; tests pass a fake. */
export interface EmailTransport {
  send(message: OutgoingEmail & { from: string }): Promise<void>;
  close(): void;
}

export type EmailProviderName = "outbox" | "smtp";

/**
 * The platform's email provider (ARCHITECTURE D9, D19). Every message is first recorded in
 * `email_message` inside the caller's transaction, so an email exists only if the change that caused it
 * committed. With `outbox` that row is the delivery (operators and the dev mailbox read it); with `smtp`
 * the caller hands the queued messages to `deliver` after the commit, and the row records sent_at/error.
 */
export interface Mailer {
  readonly provider: EmailProviderName;
  enqueue(tx: Executor, message: OutgoingEmail): Promise<QueuedEmail>;
  /**
   * Sends committed messages. Never throws: a failure is logged and kept on the row. Callers do not
   * await it in a request, so the time an answer takes does not tell whether an email was sent.
   */
  deliver(queued: readonly QueuedEmail[]): Promise<void>;
  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  drain(): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  provider: EmailProviderName;
  from: string;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  transport: EmailTransport | null;
}): Mailer {
  const { provider, db, clock, log, transport } = options;
  if (provider === "smtp" && !transport) throw new Error("the smtp email provider needs a transport");
  const inFlight = new Set<Promise<void>>();
  const send = async ({ id, message }: QueuedEmail) => {
    try {
      await transport?.send({ ...message, from: options.from });
      await markEmailSent(db, id, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ emailId: id, kind: message.kind, err: error }, "email delivery failed");
      await markEmailFailed(db, id, reason).catch(() => {});
    }
  };
  return {
    provider,
    async enqueue(tx, message) {
      const now = clock.now();
      const id = await insertEmail(tx, {
        ...message,
        provider,
        createdAt: now,
        sentAt: provider === "outbox" ? now : null,
      });
      return { id, message };
    },
    async deliver(queued) {
      if (provider === "outbox" || !transport || queued.length === 0) return;
      const work = (async () => {
        for (const email of queued) await send(email);
      })();
      inFlight.add(work);
      try {
        await work;
      } finally {
        inFlight.delete(work);
      }
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}
