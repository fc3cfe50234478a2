import {
  type BrandId,
  type BundleUnavailabilityReason,
  kindOfOfferType,
  type OfferType,
  toMajorString,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import { bundleOfferReasons } from "@casino/domain";
import { AppError, notFound } from "../../platform/errors";
import { boughtPresetIds, judgePreset, loadPlayerStoreFacts } from "./store.facts.service";
import { countPurchases, insertPurchase } from "./store.player.repo";
import {
  activeBundlesWith,
  activePromoOfferIdsAmong,
  findActivePreset,
  isInActiveFlipSet,
  type PresetRow,
} from "./store.repo";

/** What an order is priced at: the preset as it is on sale to the player now. */
export interface PresetQuote {
  presetId: number;
  offerType: OfferType;
  title: string;
  coins: bigint;
  entries: bigint;
  priceCents: bigint;
}

const REASON_TEXT: Record<BundleUnavailabilityReason, (row: PresetRow) => string> = {
  afterPurchases: (row) => `it is sold from your purchase number ${row.minPurchases} on`,
  dayOfWeek: () => "it is not sold on this day of the week",
  minBalance: (row) => `it needs a coins balance of at least ${toMajorString(row.minBalance ?? 0n, "coins")}`,
  limitPerDay: (row) => `it can be bought ${row.limitPerDay} time(s) a day and you have reached that`,
  dateWindow: () => "it is not on sale at this time",
  notCurrent: () => "it is not the next offer of its bundle",
  alreadyBought: () => "you have bought it already",
};

/**
 * Prices an order for payments (which calls it before any charge, in or out of its transaction): the
 * preset read afresh, never from the cache, and judged on the player's facts at `now`. PRESET_NOT_FOUND
 * for a preset the player cannot see (another brand's, inactive, the wrong offer type, a link or flip offer
 * not unlocked); PRESET_UNAVAILABLE (409) naming why it cannot be bought now.
 */
export async function quotePresetForOrder(
  executor: Executor,
  input: { brandId: BrandId; playerId: string; presetId: number; offerType: OfferType; now: Date },
): Promise<PresetQuote> {
  const row = await findActivePreset(executor, input.brandId, input.presetId);
  if (!row || row.kind !== kindOfOfferType(input.offerType)) {
    throw notFound("PRESET_NOT_FOUND", "There is no such offer.");
  }
  const isFlipOffer = await isInActiveFlipSet(executor, input.brandId, row.id);
  const facts = await loadPlayerStoreFacts(executor, input.playerId, input.now);
  const verdict = judgePreset(row, { isFlipOffer }, facts, input.now);
  if (!verdict.isUnlocked) throw notFound("PRESET_NOT_FOUND", "There is no such offer.");
  let reasons: BundleUnavailabilityReason[] = verdict.reasons;
  const [bundle] = await activeBundlesWith(executor, input.brandId, row.id);
  if (bundle && row.kind === "promoOffer") {
    const onSale = await activePromoOfferIdsAmong(executor, input.brandId, bundle.presetIds);
    const order = bundle.presetIds.filter((id) => onSale.has(id));
    reasons = bundleOfferReasons(order, boughtPresetIds(facts), row.id, verdict.reasons);
  }
  if (reasons.length > 0) {
    const why = reasons.map((reason) => REASON_TEXT[reason](row)).join("; ");
    throw new AppError("PRESET_UNAVAILABLE", 409, `"${row.title}" cannot be bought now: ${why}.`);
  }
  return {
    presetId: row.id,
    offerType: input.offerType,
    title: row.title,
    coins: row.coins,
    entries: row.entries,
    priceCents: row.priceCents,
  };
}

/**
 * Records a completed purchase of a preset, in the transaction that completes the order (payments): the
 * facts of "after the Nth purchase", "per day", bundles and flips. Idempotent on the order id.
 */
export async function recordPresetPurchase(
  tx: Executor,
  input: { orderId: string; playerId: string; presetId: number; at: Date },
): Promise<void> {
  await insertPurchase(tx, {
    orderId: input.orderId,
    playerId: input.playerId,
    presetId: input.presetId,
    purchasedAt: input.at,
  });
}

/** The player's completed purchases: app init's `depositsCount` (spec §4: a completed deposit counts one). */
export function depositsCountOf(executor: Executor, playerId: string): Promise<number> {
  return countPurchases(executor, playerId);
}
