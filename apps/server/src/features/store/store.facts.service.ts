import type { UnavailabilityReason } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { isPresetUnlocked, type PresetRules, presetAvailability, utcDayStart } from "@casino/domain";
import { balancesOf } from "../ledger";
import {
  type HeldFlip,
  heldFlips,
  type PurchaseCount,
  purchaseCounts,
  subscribedPresetIds,
} from "./store.player.repo";
import type { PresetRow } from "./store.repo";

/** What the player's own rows say about the store, read per request (never cached). */
export interface PlayerStoreFacts {
  /** Completed purchases of any preset: "after the Nth purchase" and app init's deposits count. */
  completedPurchases: number;
  coinsBalance: bigint;
  purchases: ReadonlyMap<number, PurchaseCount>;
  subscribed: ReadonlySet<number>;
  /** Won flip offers still unexpired and unbought. */
  held: readonly HeldFlip[];
}

/**
 * Reads the facts one after another on purpose: the executor may be a caller's transaction (payments),
 * whose one connection runs one statement at a time.
 */
export async function loadPlayerStoreFacts(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<PlayerStoreFacts> {
  const counts = await purchaseCounts(executor, playerId, utcDayStart(now));
  const subscribed = await subscribedPresetIds(executor, playerId);
  const held = await heldFlips(executor, playerId, now);
  const { coins } = await balancesOf(executor, playerId);
  return {
    completedPurchases: counts.reduce((sum, count) => sum + count.total, 0),
    coinsBalance: coins,
    purchases: new Map(counts.map((count) => [count.presetId, count])),
    subscribed: new Set(subscribed),
    held,
  };
}

/** The preset ids the player has bought at least once (a bundle's offers are bought once each). */
export function boughtPresetIds(facts: PlayerStoreFacts): Set<number> {
  return new Set(
    [...facts.purchases.values()].filter((count) => count.total > 0).map((count) => count.presetId),
  );
}

export function rulesOf(row: PresetRow): PresetRules {
  return {
    availableFrom: row.availableFrom,
    availableTill: row.availableTill,
    daysOfWeek: row.daysOfWeek,
    minBalance: row.minBalance,
    minPurchases: row.minPurchases,
    limitPerDay: row.limitPerDay,
  };
}

export interface PresetVerdict {
  /** Whether the player may see it at all (link offers once subscribed, flip offers while won). */
  isUnlocked: boolean;
  reasons: UnavailabilityReason[];
  /** Until when the player's won flip of it lasts; null when none. */
  wonUntil: Date | null;
}

/** The preset's conditions against the player's facts at `now`. */
export function reasonsFor(row: PresetRow, facts: PlayerStoreFacts, now: Date): UnavailabilityReason[] {
  return presetAvailability(
    rulesOf(row),
    {
      completedPurchases: facts.completedPurchases,
      purchasesToday: facts.purchases.get(row.id)?.today ?? 0,
      coinsBalance: facts.coinsBalance,
    },
    now,
  );
}

export function judgePreset(
  row: PresetRow,
  membership: { isFlipOffer: boolean },
  facts: PlayerStoreFacts,
  now: Date,
): PresetVerdict {
  const wins = facts.held.filter((flip) => flip.presetId === row.id).map((flip) => flip.expiresAt.getTime());
  const wonUntil = wins.length > 0 ? new Date(Math.max(...wins)) : null;
  const isUnlocked = isPresetUnlocked(
    { isLinkOffer: row.urlHash !== null, isFlipOffer: membership.isFlipOffer },
    { isSubscribed: facts.subscribed.has(row.id), wonUntil },
    now,
  );
  return {
    isUnlocked,
    reasons: reasonsFor(row, facts, now),
    wonUntil: membership.isFlipOffer ? wonUntil : null,
  };
}
