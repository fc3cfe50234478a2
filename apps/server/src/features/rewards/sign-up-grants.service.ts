import { type Brand, type PlayCurrency, toMinorUnits } from "@casino/contracts";
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
  now: Date;
}

/**
 * The coins of the brand's welcome grant, and of the invite bonus for a player who came with a valid
 * invite code, paid at sign-up in the caller's transaction. The SweepStakes entries wait for a confirmed
 * address (`payConfirmedAddressGrants`): free entries for an unconfirmed address would let a bot farm them.
 */
export async function paySignUpGrants(tx: Executor, input: GrantInput) {
  await payWelcomeAndInviteGrants(tx, input, "coins");
}

/**
 * Everything a proved address pays, in the caller's transaction: the email reward (spec §3), and the
 * entries of the welcome grant and of the invite bonus (what `/rest/rewards/check-rewards/` promised an
 * invited friend); each once ever, by its own key.
 */
export async function payConfirmedAddressGrants(tx: Executor, { brand, player, now }: GrantInput) {
  await creditReward(tx, { brand, playerId: player.id, kind: "email", now });
  await payWelcomeAndInviteGrants(tx, { brand, player, now }, "entries");
}

/** The welcome grant and, for an invited player, the invite bonus, in one play currency. */
async function payWelcomeAndInviteGrants(
  tx: Executor,
  { brand, player }: GrantInput,
  currency: PlayCurrency,
) {
  const keys =
    currency === "coins"
      ? { welcome: REWARD_KEYS.welcomeCoins, invited: REWARD_KEYS.invitedCoins }
      : { welcome: REWARD_KEYS.welcomeEntries, invited: REWARD_KEYS.invitedEntries };
  await payGrant(tx, player.id, keys.welcome(player.id), "welcome.grant", {
    [currency]: toMinorUnits(brand.bonuses.welcome[currency], currency),
    metadata: { brand: brand.id },
  });
  if (player.invitedByPlayerId) {
    await payGrant(tx, player.id, keys.invited(player.id), "referral.invited_bonus", {
      [currency]: toMinorUnits(brand.bonuses.invitedFriend[currency], currency),
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
