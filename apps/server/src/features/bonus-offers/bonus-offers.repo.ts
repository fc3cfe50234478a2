import { type Executor, schema } from "@casino/db";
import { and, asc, desc, eq, gt } from "drizzle-orm";

const { playerBonus } = schema;

export type PlayerBonusRow = typeof playerBonus.$inferSelect;

/** The player's bonuses still waiting: pending and within their lifetime, the soonest to expire first. */
export function selectPendingBonuses(executor: Executor, playerId: string, now: Date) {
  return executor.orm
    .select()
    .from(playerBonus)
    .where(
      and(
        eq(playerBonus.playerId, playerId),
        eq(playerBonus.status, "pending"),
        gt(playerBonus.lifetimeEnd, now),
      ),
    )
    .orderBy(asc(playerBonus.lifetimeEnd), asc(playerBonus.id));
}

/** Every bonus of the player, newest first (the back office's list). */
export function selectPlayerBonuses(executor: Executor, playerId: string) {
  return executor.orm
    .select()
    .from(playerBonus)
    .where(eq(playerBonus.playerId, playerId))
    .orderBy(desc(playerBonus.createdAt), desc(playerBonus.id));
}

/**
 * The bonus sent with this message, locked until the transaction ends: two claims of one link take turns,
 * and the second finds it claimed.
 */
export async function lockBonusByMessage(tx: Executor, messageId: string): Promise<PlayerBonusRow | null> {
  const [row] = await tx.orm
    .select()
    .from(playerBonus)
    .where(eq(playerBonus.messageId, messageId))
    .for("update");
  return row ?? null;
}

/** One of the player's bonuses, locked (revoking takes turns with a claim). */
export async function lockPlayerBonus(
  tx: Executor,
  playerId: string,
  bonusId: string,
): Promise<PlayerBonusRow | null> {
  const [row] = await tx.orm
    .select()
    .from(playerBonus)
    .where(and(eq(playerBonus.id, bonusId), eq(playerBonus.playerId, playerId)))
    .for("update");
  return row ?? null;
}

export async function insertBonus(
  tx: Executor,
  row: Pick<
    PlayerBonusRow,
    | "playerId"
    | "brandId"
    | "messageId"
    | "bonusType"
    | "bonusAmount"
    | "reason"
    | "grantedByOperatorId"
    | "lifetimeEnd"
    | "createdAt"
  >,
): Promise<PlayerBonusRow | null> {
  const [created] = await tx.orm
    .insert(playerBonus)
    .values({ ...row, status: "pending" })
    .onConflictDoNothing({ target: playerBonus.messageId })
    .returning();
  return created ?? null;
}

/** Moves a pending bonus to claimed or revoked; the row was locked by the caller. */
export async function settleBonus(
  tx: Executor,
  id: string,
  change: { status: "claimed"; claimedAt: Date } | { status: "revoked" },
): Promise<PlayerBonusRow> {
  const [row] = await tx.orm
    .update(playerBonus)
    .set(change)
    .where(and(eq(playerBonus.id, id), eq(playerBonus.status, "pending")))
    .returning();
  if (!row) throw new Error(`player bonus ${id} was settled meanwhile`);
  return row;
}
