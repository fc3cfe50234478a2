import { type Brand, toMinorUnits } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { type LedgerLeg, move, postLedgerTransaction } from "../ledger";
import { REWARD_KEYS } from "./reward-keys";
import { creditReward } from "./rewards.service";

/** A new player, as the sign-up grants need them: who they are and who invited them. */
export interface GrantedPlayer {
  id: string;
  invitedByPlayerId: string | null;
}

/** What a grant is paid to, in the brand of the player's account. */
export interface GrantInput {
  brand: Brand;
  player: GrantedPlayer;
}

/**
 * The coins of the brand's welcome grant, and of the invite bonus for a player who came with a valid
 * invite code, paid at sign-up in the caller's transaction. The SweepStakes entries wait for a confirmed
 * address (`payConfirmedAddressGrants`): free entries for an unconfirmed address would let a bot farm them.
 */
export async function paySignUpGrants(tx: Executor, { brand, player }: GrantInput) {
  await payGrant(tx, player.id, REWARD_KEYS.welcomeCoins(player.id), "welcome.grant", {
    coins: toMinorUnits(brand.bonuses.welcome.coins, "coins"),
    metadata: { brand: brand.id },
  });
  if (player.invitedByPlayerId) {
    await payGrant(tx, player.id, REWARD_KEYS.invitedCoins(player.id), "referral.invited_bonus", {
      coins: toMinorUnits(brand.bonuses.invitedFriend.coins, "coins"),
      metadata: { invitedBy: player.invitedByPlayerId },
    });
  }
}

/**
 * Everything a proved address pays, in the caller's transaction: the email reward (spec §3), and the
 * entries of the welcome grant and of the invite bonus (what `/rest/rewards/check-rewards/` promised an
 * invited friend); each once ever, by its own key.
 */
export async function payConfirmedAddressGrants(tx: Executor, { brand, player }: GrantInput) {
  await creditReward(tx, { brand, playerId: player.id, kind: "email" });
  await payGrant(tx, player.id, REWARD_KEYS.welcomeEntries(player.id), "welcome.grant", {
    entries: toMinorUnits(brand.bonuses.welcome.entries, "entries"),
    metadata: { brand: brand.id },
  });
  if (player.invitedByPlayerId) {
    await payGrant(tx, player.id, REWARD_KEYS.invitedEntries(player.id), "referral.invited_bonus", {
      entries: toMinorUnits(brand.bonuses.invitedFriend.entries, "entries"),
      metadata: { invitedBy: player.invitedByPlayerId },
    });
  }
}

/** Pays coins and/or entries from the promotions house account; nothing when both are zero. */
async function payGrant(
  tx: Executor,
  playerId: string,
  idempotencyKey: string,
  kind: "welcome.grant" | "referral.invited_bonus",
  grant: { coins?: bigint; entries?: bigint; metadata: Record<string, string> },
) {
  const legs: LedgerLeg[] = [];
  if (grant.coins && grant.coins > 0n) {
    legs.push(...move({ house: "promotions" }, { playerId }, "coins", grant.coins));
  }
  if (grant.entries && grant.entries > 0n) {
    legs.push(...move({ house: "promotions" }, { playerId }, "entries", grant.entries));
  }
  if (legs.length === 0) return;
  await postLedgerTransaction(tx, { idempotencyKey, kind, playerId, legs, metadata: grant.metadata });
}
