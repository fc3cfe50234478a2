import { type RandomSource, randomInt } from "../house-games/random";

/** How long an offer won by a flip stays the player's to buy. */
export const FLIP_OFFER_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface WeightedOffer {
  presetId: number;
  weight: number;
}

/**
 * One preset drawn with probability weight / total weight (entries of weight 0 or less never win); null
 * when nothing can win. One uniform draw of [0, total) from the injected source, walked through the list.
 */
export function drawWeightedOffer(offers: readonly WeightedOffer[], source: RandomSource): number | null {
  const eligible = offers.filter((offer) => offer.weight > 0);
  const total = eligible.reduce((sum, offer) => sum + offer.weight, 0);
  if (total === 0) return null;
  let point = randomInt(source, total);
  for (const offer of eligible) {
    if (point < offer.weight) return offer.presetId;
    point -= offer.weight;
  }
  // Unreachable: point < total = the sum of the weights walked.
  throw new Error("weighted draw fell off its list");
}

/** What the player's earlier flips of a set say. */
export interface FlipHistory {
  /** The player's latest flip of this set, if any. */
  lastFlipAt: Date | null;
  /** An offer the player won from this set, still unexpired and unbought, if any. */
  held: { presetId: number; expiresAt: Date } | null;
}

export type FlipDecision =
  | { kind: "won"; presetId: number; expiresAt: Date }
  | { kind: "limit_by_promo_offers"; presetId: number; expiresAt: Date }
  | { kind: "limit_by_time"; nextFlipAt: Date }
  | { kind: "no_offers_found" };

/**
 * The flip-the-coin rules (decision 046): a player holding an unexpired, unbought win of the set gets that
 * one back; else one flip per `cooldownHours`; else a weighted draw among the offers available to the
 * player now (`candidates`), won for FLIP_OFFER_LIFETIME_MS.
 */
export function decideFlip(
  input: { cooldownHours: number; history: FlipHistory; candidates: readonly WeightedOffer[] },
  source: RandomSource,
  now: Date,
): FlipDecision {
  const { held, lastFlipAt } = input.history;
  if (held && held.expiresAt.getTime() > now.getTime()) {
    return { kind: "limit_by_promo_offers", presetId: held.presetId, expiresAt: held.expiresAt };
  }
  if (lastFlipAt) {
    const nextFlipAt = new Date(lastFlipAt.getTime() + input.cooldownHours * 60 * 60 * 1000);
    if (nextFlipAt.getTime() > now.getTime()) return { kind: "limit_by_time", nextFlipAt };
  }
  const presetId = drawWeightedOffer(input.candidates, source);
  if (presetId === null) return { kind: "no_offers_found" };
  return { kind: "won", presetId, expiresAt: new Date(now.getTime() + FLIP_OFFER_LIFETIME_MS) };
}
