import type { BrandId, PromoOfferPreset } from "@casino/contracts";
import { depositsCountOf, isPromoOfferOnSale, promoOffersFor, type StoreReads } from "../store";

/**
 * What promotions need of the store (decision 048): offer promotions show their promo offer preset with
 * its availability for the visitor, and the back office checks that a promotion names a promo offer of the
 * brand. The store owns its tables and judges availability itself; promotions only read its answers.
 */
export interface PromotionOffers {
  /**
   * The promo offers among `presetIds` as the visitor sees them now (hidden, locked or off-sale ones are
   * absent); null when the store cannot judge for this visitor (a guest), so cards show without a preset.
   */
  presetsFor(presetIds: readonly number[]): Promise<ReadonlyMap<number, PromoOfferPreset> | null>;
  depositsCount(playerId: string): Promise<number>;
  /** Whether `presetId` is a promo offer of the brand that is on sale (the back office's check). */
  isPromoOfferOf(brandId: BrandId, presetId: number): Promise<boolean>;
}

/** The store's answers for one visitor of one brand (`playerId` null for a guest). */
export function storeOffersFor(
  store: StoreReads,
  visitor: { brandId: BrandId; playerId: string | null },
): PromotionOffers {
  return {
    presetsFor: (presetIds) =>
      visitor.playerId === null
        ? Promise.resolve(null)
        : promoOffersFor(store, { brandId: visitor.brandId, playerId: visitor.playerId, presetIds }),
    depositsCount: (playerId) => depositsCountOf(store.db, playerId),
    isPromoOfferOf: (brandId, presetId) => isPromoOfferOnSale(store, brandId, presetId),
  };
}
