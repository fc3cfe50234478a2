import {
  type BackofficePlayerBonus,
  type BrandId,
  FREE_ENTRIES_BONUS_PARAM,
  type PendingBonus,
  toMajorNumber,
  toMajorString,
} from "@casino/contracts";
import type { PlayerBonusRow } from "./bonus-offers.repo";

/** Where a bonus's message leads: any page claims it, the home page is where every player can land. */
export const bonusLinkOf = (messageId: string) => `/?${FREE_ENTRIES_BONUS_PARAM}=${messageId}`;

/** Spec §3 pending bonus. */
export function presentPendingBonus(row: PlayerBonusRow): PendingBonus {
  return {
    playerBonusInfo: {
      bonusId: row.id,
      bonusLifetimeEnd: row.lifetimeEnd.toISOString(),
      messageId: row.messageId,
    },
    bonusInfo: {
      bonusType: row.bonusType,
      freeSpinsCount: row.freeSpinsCount,
      freeSpinsBetLevel: row.freeSpinsBetLevel,
      games: row.gameIds,
      bonusAmount: toMajorNumber(row.bonusAmount, "entries"),
    },
  };
}

export function presentBackofficeBonus(row: PlayerBonusRow, now: Date): BackofficePlayerBonus {
  const isExpired = row.status === "pending" && row.lifetimeEnd.getTime() <= now.getTime();
  return {
    id: row.id,
    playerId: row.playerId,
    brandId: row.brandId as BrandId,
    messageId: row.messageId,
    bonusType: row.bonusType,
    entries: toMajorString(row.bonusAmount, "entries"),
    status: isExpired ? "expired" : row.status,
    reason: row.reason,
    grantedByOperatorId: row.grantedByOperatorId,
    link: bonusLinkOf(row.messageId),
    lifetimeEnd: row.lifetimeEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
