import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { SignInFailures } from "@casino/domain";

/** `email` is the canonical address, `ip` the client network (an IPv6 /64 counts as one). */
type FailureKey = { brandId: BrandId; email: string; ip: string };

export async function findSignInFailures(executor: Executor, key: FailureKey) {
  const rows = await executor.query<{
    failures: number;
    first_failed_at: Date | string;
    locked_until: Date | string | null;
  }>(
    `select failures, first_failed_at, locked_until from sign_in_failure
     where brand_id = $1 and email = $2 and ip = $3`,
    [key.brandId, key.email, key.ip],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    failures: row.failures,
    firstFailedAt: new Date(row.first_failed_at),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
  } satisfies SignInFailures;
}

/** Locks the counter row of a pair (creating it) so concurrent failures count one by one. */
export async function lockSignInFailures(executor: Executor, key: FailureKey, now: Date) {
  await executor.query(
    `insert into sign_in_failure (brand_id, email, ip, failures, first_failed_at)
     values ($1, $2, $3, 0, $4) on conflict do nothing`,
    [key.brandId, key.email, key.ip, now.toISOString()],
  );
  await executor.query(
    "select 1 from sign_in_failure where brand_id = $1 and email = $2 and ip = $3 for update",
    [key.brandId, key.email, key.ip],
  );
  const state = await findSignInFailures(executor, key);
  // A row just created holds no failure yet.
  return state && state.failures > 0 ? state : null;
}

export async function saveSignInFailures(executor: Executor, key: FailureKey, state: SignInFailures) {
  await executor.query(
    `update sign_in_failure set failures = $4, first_failed_at = $5, locked_until = $6
     where brand_id = $1 and email = $2 and ip = $3`,
    [
      key.brandId,
      key.email,
      key.ip,
      state.failures,
      state.firstFailedAt.toISOString(),
      state.lockedUntil?.toISOString() ?? null,
    ],
  );
}

/** Forgets failures of an address: from one IP after a sign-in there, from all after a password reset. */
export async function clearSignInFailures(
  executor: Executor,
  key: { brandId: BrandId; email: string; ip?: string },
) {
  if (key.ip === undefined) {
    await executor.query("delete from sign_in_failure where brand_id = $1 and email = $2", [
      key.brandId,
      key.email,
    ]);
    return;
  }
  await executor.query("delete from sign_in_failure where brand_id = $1 and email = $2 and ip = $3", [
    key.brandId,
    key.email,
    key.ip,
  ]);
}
