import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import type { SignInFailures } from "@casino/domain";
import { and, eq } from "drizzle-orm";

const { signInFailure } = schema;

/** `email` is the canonical address, `ip` the client network (an IPv6 /64 counts as one). */
type FailureKey = { brandId: BrandId; email: string; ip: string };

const ofAddress = (key: { brandId: BrandId; email: string }) =>
  and(eq(signInFailure.brandId, key.brandId), eq(signInFailure.email, key.email));
const ofPair = (key: FailureKey) => and(ofAddress(key), eq(signInFailure.ip, key.ip));

export async function findSignInFailures(executor: Executor, key: FailureKey) {
  const rows = await executor.orm
    .select({
      failures: signInFailure.failures,
      firstFailedAt: signInFailure.firstFailedAt,
      lockedUntil: signInFailure.lockedUntil,
    })
    .from(signInFailure)
    .where(ofPair(key));
  const row = rows[0];
  if (!row) return null;
  return row satisfies SignInFailures;
}

/** Locks the counter row of a pair (creating it) so concurrent failures count one by one. */
export async function lockSignInFailures(executor: Executor, key: FailureKey, now: Date) {
  await executor.orm
    .insert(signInFailure)
    .values({ brandId: key.brandId, email: key.email, ip: key.ip, failures: 0, firstFailedAt: now })
    .onConflictDoNothing();
  await executor.orm.select({ ip: signInFailure.ip }).from(signInFailure).where(ofPair(key)).for("update");
  const state = await findSignInFailures(executor, key);
  // A row just created holds no failure yet.
  return state && state.failures > 0 ? state : null;
}

export async function saveSignInFailures(executor: Executor, key: FailureKey, state: SignInFailures) {
  await executor.orm
    .update(signInFailure)
    .set({ failures: state.failures, firstFailedAt: state.firstFailedAt, lockedUntil: state.lockedUntil })
    .where(ofPair(key));
}

/** Forgets failures of an address: from one IP after a sign-in there, from all after a password reset. */
export async function clearSignInFailures(
  executor: Executor,
  key: { brandId: BrandId; email: string; ip?: string },
) {
  const { ip } = key;
  await executor.orm.delete(signInFailure).where(ip === undefined ? ofAddress(key) : ofPair({ ...key, ip }));
}
