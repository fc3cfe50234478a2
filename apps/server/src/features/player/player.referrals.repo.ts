import type { BrandId } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, count, eq } from "drizzle-orm";

const { player } = schema;

/** The active player of a brand who owns an invite code, or null. */
export async function findInviter(executor: Executor, brandId: BrandId, referralCode: string) {
  const rows = await executor.orm
    .select({ id: player.id, name: player.name })
    .from(player)
    .where(
      and(
        eq(player.referralCode, referralCode),
        eq(player.brandId, brandId),
        eq(player.accountStatus, "ACTIVE"),
      ),
    );
  return rows[0] ?? null;
}

export async function findPartner(executor: Executor, playerId: string) {
  const rows = await executor.orm
    .select({ isAffiliate: player.isAffiliate, referralCode: player.referralCode })
    .from(player)
    .where(eq(player.id, playerId));
  return rows[0] ?? null;
}

/** Sign-ups that came with the partner's code as `refcode`, and those invited by the partner. */
export async function countSignUps(executor: Executor, playerId: string, refcode: string) {
  const [byRefcode, byInvite] = await Promise.all([
    executor.orm.select({ n: count() }).from(player).where(eq(player.affiliateRefcode, refcode)),
    executor.orm.select({ n: count() }).from(player).where(eq(player.invitedByPlayerId, playerId)),
  ]);
  return { refcodeSignUps: byRefcode[0]?.n ?? 0, invitedSignUps: byInvite[0]?.n ?? 0 };
}
