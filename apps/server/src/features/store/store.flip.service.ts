import { randomBytes } from "node:crypto";
import type { BrandId, FlipTheCoinResult, StoreOffer } from "@casino/contracts";
import { decideFlip, type RandomSource } from "@casino/domain";
import { notFound } from "../../platform/errors";
import { storeCatalogue } from "./store.catalogue.service";
import { loadPlayerStoreFacts, reasonsFor } from "./store.facts.service";
import { insertFlip, lastFlipAt, lockPlayerFlips } from "./store.player.repo";
import { presentPromoOffer } from "./store.presenter";
import type { StoreReads } from "./store.service";

export interface FlipContext extends StoreReads {
  /** Draws the flip: the OS CSPRNG in production, a fixed source in tests. */
  rng: RandomSource;
}

/** A flip decides which offer a player may buy at a discount: drawn from the OS CSPRNG, never predictable. */
export const cryptoRandomSource: RandomSource = { nextUint32: () => randomBytes(4).readUInt32BE(0) };

/**
 * `POST /rest/cash/promo-offer-preset/flip-the-coin/` (decision 046): the set's rules decide, the player's
 * flip lock makes two flips at once take turns, and a win is recorded with its expiry in the same
 * transaction that read the player's last flip.
 */
export async function flipTheCoin(
  ctx: FlipContext,
  input: { brandId: BrandId; playerId: string; slug: string },
): Promise<FlipTheCoinResult> {
  const catalogue = await storeCatalogue(ctx, input.brandId);
  const set = catalogue.sets.find((row) => row.slug === input.slug);
  if (!set) throw notFound("PROMO_OFFER_NOT_FOUND", "There is no such promo offer set.");
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockPlayerFlips(tx, input.playerId, set.id);
    const facts = await loadPlayerStoreFacts(tx, input.playerId, now);
    const held = facts.held
      .filter((flip) => flip.setId === set.id && catalogue.byId.has(flip.presetId))
      .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
    const candidates = set.presetIds.flatMap((presetId, index) => {
      const row = catalogue.byId.get(presetId);
      const isAvailable = row?.kind === "promoOffer" && reasonsFor(row, facts, now).length === 0;
      return isAvailable ? [{ presetId, weight: set.weights[index] ?? 0 }] : [];
    });
    const decision = decideFlip(
      {
        cooldownHours: set.cooldownHours,
        history: {
          lastFlipAt: await lastFlipAt(tx, input.playerId, set.id),
          held: held ? { presetId: held.presetId, expiresAt: held.expiresAt } : null,
        },
        candidates,
      },
      ctx.rng,
      now,
    );
    const offerOf = (presetId: number, expiresAt: Date) => {
      const row = catalogue.byId.get(presetId);
      if (!row) throw new Error(`flip set ${set.id} named preset ${presetId}, which is not on sale`);
      return {
        promoOfferPreset: presentPromoOffer(
          catalogue.offers.get(presetId) as StoreOffer,
          reasonsFor(row, facts, now),
          expiresAt,
        ),
        expiresAt: expiresAt.toISOString(),
      };
    };
    switch (decision.kind) {
      case "won":
        await insertFlip(tx, {
          playerId: input.playerId,
          setId: set.id,
          presetId: decision.presetId,
          flippedAt: now,
          expiresAt: decision.expiresAt,
        });
        return { success: true, reasonType: null, data: offerOf(decision.presetId, decision.expiresAt) };
      case "limit_by_promo_offers":
        return {
          success: false,
          reasonType: "limit_by_promo_offers",
          data: offerOf(decision.presetId, decision.expiresAt),
        };
      case "limit_by_time":
        return {
          success: false,
          reasonType: "limit_by_time",
          data: { nextFlipAt: decision.nextFlipAt.toISOString() },
        };
      case "no_offers_found":
        return { success: false, reasonType: "no_offers_found", data: null };
    }
  });
}
