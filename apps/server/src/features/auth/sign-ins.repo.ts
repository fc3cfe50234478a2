import { type Executor, schema } from "@casino/db";
import { desc, eq, sql } from "drizzle-orm";

const { playerSignIn } = schema;

export type SignInMethod = (typeof playerSignIn.$inferInsert)["method"];

export async function insertSignIn(
  tx: Executor,
  row: {
    playerId: string;
    occurredAt: Date;
    ip: string | null;
    userAgent: string | null;
    method: SignInMethod;
  },
) {
  await tx.orm.insert(playerSignIn).values(row);
}

/** A page of a player's sign-ins, newest first, and how many there are in all. */
export async function signInPage(
  executor: Executor,
  input: { playerId: string; limit: number; offset: number },
) {
  const [rows, counts] = await Promise.all([
    executor.orm
      .select({
        occurredAt: playerSignIn.occurredAt,
        ip: playerSignIn.ip,
        userAgent: playerSignIn.userAgent,
        method: playerSignIn.method,
      })
      .from(playerSignIn)
      .where(eq(playerSignIn.playerId, input.playerId))
      .orderBy(desc(playerSignIn.occurredAt), desc(playerSignIn.id))
      .limit(input.limit)
      .offset(input.offset),
    executor.orm
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(playerSignIn)
      .where(eq(playerSignIn.playerId, input.playerId)),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
