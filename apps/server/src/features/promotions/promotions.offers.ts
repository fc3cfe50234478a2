import {
  availableSetsEndpoint,
  type BrandId,
  listStorePresetsEndpoint,
  type PromoOfferPreset,
} from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { depositsCountOf } from "../store";

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

/**
 * The store's answers for the request being served. Its server index does not yet offer the availability
 * of given presets for a player (nor the brand's presets for a check), so this asks the store's own
 * endpoints in-process on the caller's behalf — the same session, host and address, so the store applies
 * exactly the rules it applies to that caller. Replace with the store's `presetsWithAvailability` once its
 * index exports it (decision 048 records the request).
 */
export function storeOffersFor(
  app: FastifyInstance,
  executor: Executor,
  request: FastifyRequest,
): PromotionOffers {
  const asCaller = (url: string) =>
    app.inject({
      method: "GET",
      url,
      remoteAddress: request.ip,
      headers: {
        host: request.headers.host ?? "localhost",
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
    });
  return {
    async presetsFor(presetIds) {
      if (!request.session) return null;
      const response = await asCaller(availableSetsEndpoint.path);
      if (response.statusCode !== 200) {
        throw new Error(`the store's available sets answered ${response.statusCode}`);
      }
      const { promoOffers } = availableSetsEndpoint.output.parse(response.json());
      const wanted = new Set(presetIds);
      return new Map(promoOffers.filter((offer) => wanted.has(offer.id)).map((offer) => [offer.id, offer]));
    },
    depositsCount: (playerId) => depositsCountOf(executor, playerId),
    async isPromoOfferOf(brandId, presetId) {
      const response = await asCaller(listStorePresetsEndpoint.path.replace("{brandId}", brandId));
      if (response.statusCode !== 200) {
        throw new Error(`the store's preset list answered ${response.statusCode}`);
      }
      const { presets } = listStorePresetsEndpoint.output.parse(response.json());
      return presets.some(
        (preset) => preset.id === presetId && preset.kind === "promoOffer" && preset.isActive,
      );
    },
  };
}
