import { type Executor, schema } from "@casino/db";
import { lt } from "drizzle-orm";

const { captchaSolution } = schema;

/**
 * Claims a captcha answer, so it is accepted once across every node: true for the first claim of a
 * signature, false for a replay. Answers whose challenge has expired are swept on the way.
 */
export async function claimCaptchaSolution(
  executor: Executor,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await executor.orm.delete(captchaSolution).where(lt(captchaSolution.expiresAt, now));
  const rows = await executor.orm
    .insert(captchaSolution)
    .values({ signature, expiresAt })
    .onConflictDoNothing({ target: captchaSolution.signature })
    .returning({ signature: captchaSolution.signature });
  return rows.length === 1;
}
