import type { Executor } from "@casino/db";

export interface EmailRow {
  brandId: string;
  kind: string;
  to: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  provider: string;
  createdAt: Date;
  /** Set at once by the outbox provider (storing is its delivery); by SMTP after the send. */
  sentAt: Date | null;
}

export async function insertEmail(executor: Executor, row: EmailRow): Promise<number> {
  const rows = await executor.query<{ id: string }>(
    `insert into email_message (brand_id, kind, to_address, locale, subject, text, html, provider, created_at, sent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
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
    ],
  );
  return Number(rows[0]?.id);
}

export async function markEmailSent(executor: Executor, id: number, sentAt: Date) {
  await executor.query("update email_message set sent_at = $2, error = null where id = $1", [
    id,
    sentAt.toISOString(),
  ]);
}

export async function markEmailFailed(executor: Executor, id: number, error: string) {
  await executor.query("update email_message set error = $2 where id = $1", [id, error.slice(0, 1000)]);
}
