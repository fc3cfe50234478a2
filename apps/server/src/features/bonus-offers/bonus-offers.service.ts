import { toMajorNumber } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { AppError } from "../../platform/errors";
import { move, postLedgerTransaction } from "../ledger";
import { assertMayClaimPrizes } from "../responsible-play";
import { presentPendingBonus } from "./bonus-offers.presenter";
import {
  lockBonusByMessage,
  type PlayerBonusRow,
  selectPendingBonuses,
  settleBonus,
} from "./bonus-offers.repo";

export interface BonusOffersContext {
  db: Database;
  clock: Clock;
}

/** The ledger key of a bonus's credit: one posting per bonus, whatever retries or double clicks send. */
export const bonusLedgerKey = (bonusId: string) => `bonus:${bonusId}`;

/** Spec §3: the player's bonuses still waiting to be claimed. */
export async function getPendingBonuses(ctx: BonusOffersContext, playerId: string) {
  const rows = await selectPendingBonuses(ctx.db, playerId, ctx.clock.now());
  return rows.map(presentPendingBonus);
}

/**
 * One message for every refusal of a claim: whether a link was someone else's, never existed, or is spent
 * is nobody's business but its owner's, and the page shows one toast for all of them (spec §8).
 */
const UNAVAILABLE = "This bonus may be expired or unavailable.";
const notAvailable = (status: 404 | 409) => new AppError("BONUS_NOT_AVAILABLE", status, UNAVAILABLE);

function refusalOf(row: PlayerBonusRow | null, playerId: string, now: Date): AppError | null {
  // Another player's message is answered as an unknown one: it reveals nothing about the other account.
  if (!row || row.playerId !== playerId) return notAvailable(404);
  if (row.status !== "pending" || row.bonusType !== "freeEntries") return notAvailable(409);
  if (row.lifetimeEnd.getTime() <= now.getTime()) return notAvailable(409);
  return null;
}

/**
 * Claims the player's free-entries bonus sent with `messageId` (spec §2 `freeEntriesBonus`): the entries
 * move from the `promotions` house account to the player in ONE ledger transaction keyed `bonus:<id>`,
 * and the bonus becomes claimed, in the same database transaction (ARCHITECTURE D24). The bonus row is
 * locked first, so a second claim of the same link waits and then finds it claimed; a refused claim
 * writes nothing. A player in a cool-off, self-exclusion or restriction claims nothing (PLAY_BLOCKED).
 */
export async function claimFreeEntriesBonus(
  ctx: BonusOffersContext,
  input: { playerId: string; messageId: string },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockBonusByMessage(tx, input.messageId);
    const refusal = refusalOf(row, input.playerId, now);
    if (refusal || !row) throw refusal ?? notAvailable(404);
    await assertMayClaimPrizes(tx, { playerId: input.playerId, now });
    await postLedgerTransaction(tx, {
      idempotencyKey: bonusLedgerKey(row.id),
      kind: "bonus",
      playerId: row.playerId,
      legs: move({ house: "promotions" }, { playerId: row.playerId }, "entries", row.bonusAmount),
      metadata: { bonusId: row.id, messageId: row.messageId, reason: row.reason },
    });
    const claimed = await settleBonus(tx, row.id, { status: "claimed", claimedAt: now });
    return {
      success: true as const,
      bonusId: claimed.id,
      bonusType: claimed.bonusType,
      bonusAmount: toMajorNumber(claimed.bonusAmount, "entries"),
    };
  });
}
