import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { selectRecentEmails } from "./sent-emails.repo";

export type SentEmail = Awaited<ReturnType<typeof selectRecentEmails>>[number];

/** The latest e-mails stored for a brand (optionally one address), newest first, for the dev mailbox. */
export function recentEmails(
  executor: Executor,
  input: { brandId: BrandId; to?: string; limit: number },
): Promise<SentEmail[]> {
  return selectRecentEmails(executor, input);
}
