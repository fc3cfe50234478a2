import { type Executor, schema } from "@casino/db";
import { and, desc, eq } from "drizzle-orm";

const { emailMessage } = schema;

/** The latest emails of one brand, newest first, optionally for one address. */
export async function selectRecentEmails(
  executor: Executor,
  filter: { brandId: string; to?: string; limit: number },
) {
  return executor.orm
    .select({
      id: emailMessage.id,
      kind: emailMessage.kind,
      to: emailMessage.toAddress,
      subject: emailMessage.subject,
      text: emailMessage.text,
      html: emailMessage.html,
      createdAt: emailMessage.createdAt,
    })
    .from(emailMessage)
    .where(
      and(
        eq(emailMessage.brandId, filter.brandId),
        filter.to === undefined ? undefined : eq(emailMessage.toAddress, filter.to),
      ),
    )
    .orderBy(desc(emailMessage.id))
    .limit(filter.limit);
}
