import type { Executor } from "@casino/db";

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
  await executor.query("delete from captcha_solution where expires_at < $1", [now.toISOString()]);
  const rows = await executor.query<{ signature: string }>(
    `insert into captcha_solution (signature, expires_at) values ($1, $2)
     on conflict (signature) do nothing returning signature`,
    [signature, expiresAt.toISOString()],
  );
  return rows.length === 1;
}
