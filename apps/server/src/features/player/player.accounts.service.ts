import { randomInt } from "node:crypto";
import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { openPlayerAccounts } from "../ledger";
import {
  completeRegistration,
  findPlayerByEmail,
  findPlayerById,
  findPlayerIdByReferralCode,
  findSignInMethods,
  insertPlayer,
  markEmailConfirmed,
  type NewPlayer,
  type PlayerAuthRow,
  updateCodeSignInFlag,
  updatePasswordHash,
} from "./player.accounts.repo";

// A player's account as sign-up, sign-in and account security use it: the player feature alone queries
// the player table (decision 017); auth and the others call these.

export type { PlayerAuthRow as PlayerAccount };
export type NewPlayerInput = Omit<NewPlayer, "referralCode">;

/** Invite codes: no look-alike characters (0/o, 1/l/i), 31^8 ≈ 8.5e11 of them. */
const REFERRAL_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join("");

/**
 * Creates a player with their own invite code and opens their ledger accounts, in the caller's
 * transaction. Null when the address already has an account in this brand.
 */
export async function createPlayer(tx: Executor, input: NewPlayerInput): Promise<string | null> {
  let playerId: string | null = null;
  for (let attempt = 0; attempt < 5 && playerId === null; attempt++) {
    playerId = await insertPlayer(tx, { ...input, referralCode: newReferralCode() });
    // A null is a taken address or a taken code; only the code is worth another draw.
    if (playerId === null && (await findPlayerByEmail(tx, input.brandId, input.email))) return null;
  }
  if (playerId === null) throw new Error("could not find a free referral code");
  await openPlayerAccounts(tx, playerId);
  return playerId;
}

/** The player of the brand whose address is the same mailbox as `email`, or null. */
export function findAccountByEmail(executor: Executor, input: { brandId: BrandId; email: string }) {
  return findPlayerByEmail(executor, input.brandId, input.email);
}

export function findAccountById(executor: Executor, input: { playerId: string }) {
  return findPlayerById(executor, input.playerId);
}

/** The player whose own invite code this is, in the same brand, or null. */
export function playerIdOfInviteCode(executor: Executor, input: { brandId: BrandId; code: string }) {
  return findPlayerIdByReferralCode(executor, input.brandId, input.code);
}

export function setPasswordHash(executor: Executor, input: { playerId: string; hash: string; now: Date }) {
  return updatePasswordHash(executor, input.playerId, input.hash, input.now);
}

/** Marks the address confirmed once; true when this call confirmed it. */
export function confirmAccountEmail(executor: Executor, input: { playerId: string; now: Date }) {
  return markEmailConfirmed(executor, input.playerId, input.now);
}

/** Finishes a one-time-code registration; false when there is none to finish. */
export function completeCodeRegistration(
  executor: Executor,
  input: { playerId: string; name: string; surname: string; passwordHash: string; now: Date },
) {
  const { playerId, now, ...values } = input;
  return completeRegistration(executor, playerId, values, now);
}

/** How a player signs in: whether they have a password and whether codes are on. */
export function signInMethodsOf(executor: Executor, input: { playerId: string }) {
  return findSignInMethods(executor, input.playerId);
}

/** Turns one-time-code sign-in on or off. */
export function setCodeSignIn(
  executor: Executor,
  input: { playerId: string; isEnabled: boolean; now: Date },
) {
  return updateCodeSignInFlag(executor, input.playerId, input.isEnabled, input.now);
}
