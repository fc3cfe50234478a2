import type { BrandId, MailboxMessage } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { recentEmails } from "../../platform/email";

const PAGE = 50;

/** The development mailbox: the latest emails of the brand, as sent, links included. */
export async function readMailbox(
  ctx: { db: Executor },
  input: { brandId: BrandId; to?: string },
): Promise<MailboxMessage[]> {
  const rows = await recentEmails(ctx.db, { ...input, limit: PAGE });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
