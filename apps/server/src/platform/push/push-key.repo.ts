import type { Executor } from "@casino/db";

/** The signing key, made by whichever node gets there first; every node then reads the same one. */
export async function ensurePushSigningKey(db: Executor, candidate: string): Promise<string> {
  await db.query("insert into push_signing_key (id, secret) values (1, $1) on conflict (id) do nothing", [
    candidate,
  ]);
  const rows = await db.query<{ secret: string }>("select secret from push_signing_key where id = 1");
  const secret = rows[0]?.secret;
  if (!secret) throw new Error("push_signing_key has no row after insert");
  return secret;
}
