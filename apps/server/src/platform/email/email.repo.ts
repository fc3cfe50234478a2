import type { Executor, RawRow, schema } from "@casino/db";
import type { OutgoingEmail } from "./transport";

export interface EmailRow extends OutgoingEmail {
  provider: string;
  createdAt: Date;
  /** Set at once by the outbox provider (storing is its delivery); by the email relay after the send. */
  sentAt: Date | null;
  /** When the relay may first send it; null when there is nothing to send (the outbox provider). */
  nextAttemptAt: Date | null;
}

/** An email taken by one relay: `attempt` is its claim, which that relay's later marks name. */
export interface ClaimedEmail extends OutgoingEmail {
  id: number;
  attempt: number;
}

export async function insertEmail(executor: Executor, row: EmailRow): Promise<number> {
  const rows = await executor.query<{ id: string }>(
    `insert into email_message
       (brand_id, kind, to_address, locale, subject, text, html, provider, created_at, sent_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning id::text`,
    [
      row.brandId,
      row.kind,
      row.to,
      row.locale,
      row.subject,
      row.text,
      row.html,
      row.provider,
      row.createdAt.toISOString(),
      row.sentAt?.toISOString() ?? null,
      row.nextAttemptAt?.toISOString() ?? null,
    ],
  );
  return Number(rows[0]?.id);
}

/**
 * Takes up to `limit` due emails for one relay, in one statement: SKIP LOCKED lets relays on several nodes
 * claim side by side without waiting on each other (ARCHITECTURE D18), and moving `next_attempt_at` to the
 * lease's end hides the rows from every other relay until then. Counting the attempt here, not after the
 * send, means a relay that dies mid-send still used one up, so no email can crash relays forever.
 */
export async function claimDueEmails(
  executor: Executor,
  claim: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<ClaimedEmail[]> {
  // `id` is a bigserial read as a number by Drizzle; this query casts it `::text`, as every driver agrees.
  const rows = await executor.query<
    { id: string } & RawRow<
      Pick<
        typeof schema.emailMessage.$inferSelect,
        "attempts" | "brandId" | "kind" | "toAddress" | "locale" | "subject" | "text" | "html"
      >
    >
  >(
    `with due as (
       select id from email_message
       where next_attempt_at <= $1 and attempts < $4
       order by next_attempt_at, id
       limit $3
       for update skip locked
     )
     update email_message e set attempts = e.attempts + 1, next_attempt_at = $2
     from due where e.id = due.id
     returning e.id::text, e.attempts, e.brand_id, e.kind, e.to_address, e.locale, e.subject, e.text, e.html`,
    [claim.now.toISOString(), claim.leaseUntil.toISOString(), claim.limit, claim.maxAttempts],
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      attempt: row.attempts,
      brandId: row.brand_id,
      kind: row.kind,
      to: row.to_address,
      locale: row.locale,
      subject: row.subject,
      text: row.text,
      html: row.html,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Marks failed the emails whose last attempt was claimed and never finished (its relay died): their lease
 * is over and no attempt is left. Answers their ids for the log.
 */
export async function failAbandonedEmails(
  executor: Executor,
  now: Date,
  maxAttempts: number,
): Promise<number[]> {
  const rows = await executor.query<{ id: string }>(
    `update email_message
     set next_attempt_at = null, failed_at = $1,
         error = coalesce(error, 'the relay sending it stopped before it finished')
     where next_attempt_at <= $1 and attempts >= $2
     returning id::text`,
    [now.toISOString(), maxAttempts],
  );
  return rows.map((row) => Number(row.id));
}

/** A send that succeeded is recorded whoever holds the row now: later marks of other claims then do nothing. */
export async function markEmailSent(executor: Executor, email: ClaimedEmail, sentAt: Date) {
  await executor.query(
    `update email_message set sent_at = $2, next_attempt_at = null, failed_at = null, error = null
     where id = $1 and sent_at is null`,
    [email.id, sentAt.toISOString()],
  );
}

/*
 * A failure is recorded only while its claim is still the row's latest (`attempts = attempt`): a relay whose
 * lease ran out while it was sending must not move a row that another relay has taken since.
 */

export async function scheduleEmailRetry(
  executor: Executor,
  email: ClaimedEmail,
  error: string,
  nextAttemptAt: Date,
) {
  await executor.query(
    `update email_message set next_attempt_at = $3, error = $4
     where id = $1 and attempts = $2 and sent_at is null`,
    [email.id, email.attempt, nextAttemptAt.toISOString(), error.slice(0, 1000)],
  );
}

export async function markEmailFailed(
  executor: Executor,
  email: ClaimedEmail,
  error: string,
  failedAt: Date,
) {
  await executor.query(
    `update email_message set next_attempt_at = null, failed_at = $3, error = $4
     where id = $1 and attempts = $2 and sent_at is null`,
    [email.id, email.attempt, failedAt.toISOString(), error.slice(0, 1000)],
  );
}
