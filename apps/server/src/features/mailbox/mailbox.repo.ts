import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";

export interface MailboxRow {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The latest emails of one brand, newest first, optionally for one address. */
export async function listRecentEmails(
  executor: Executor,
  filter: { brandId: BrandId; to?: string; limit: number },
): Promise<MailboxRow[]> {
  const rows = await executor.query<{
    id: string;
    kind: string;
    to_address: string;
    subject: string;
    text: string;
    html: string;
    created_at: Date | string;
  }>(
    `select id::text, kind, to_address, subject, text, html, created_at from email_message
     where brand_id = $1 and ($2::text is null or to_address = $2)
     order by email_message.id desc limit $3`,
    [filter.brandId, filter.to ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: new Date(row.created_at),
  }));
}
