import {
  availableSetsEndpoint,
  cashPresetEndpoint,
  checkPromoOfferBundleEndpoint,
  flipTheCoinEndpoint,
  promoOfferBundlesEndpoint,
  quickBuyEndpoint,
  subscribePromoOfferEndpoint,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requirePlayer } from "../../platform/auth/session";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { cryptoRandomSource, type FlipContext, flipTheCoin } from "./store.flip.service";
import {
  availableSets,
  cashPreset,
  checkPromoOfferBundle,
  promoOfferBundles,
  quickBuy,
  subscribePromoOffer,
} from "./store.service";

/** The cash box's offers (issue #14, decision 046), all for the signed-in player of the request's brand. */
export function registerStoreRoutes(app: FastifyInstance, { db, clock, readCache }: ServerContext) {
  const ctx: FlipContext = { db, clock, readCache, rng: cryptoRandomSource };
  const playerOf = (request: FastifyRequest) => ({
    brandId: request.brand.id,
    playerId: requirePlayer(request),
  });

  registerEndpoint(app, availableSetsEndpoint, (_input, request) => availableSets(ctx, playerOf(request)));
  registerEndpoint(app, cashPresetEndpoint, ({ params }, request) =>
    cashPreset(ctx, { ...playerOf(request), id: params.id }),
  );
  registerEndpoint(app, quickBuyEndpoint, (_input, request) => quickBuy(ctx, playerOf(request)));
  registerEndpoint(app, promoOfferBundlesEndpoint, (_input, request) =>
    promoOfferBundles(ctx, playerOf(request)),
  );
  registerEndpoint(app, checkPromoOfferBundleEndpoint, ({ body }, request) =>
    checkPromoOfferBundle(ctx, { ...playerOf(request), ...body }),
  );
  registerEndpoint(app, subscribePromoOfferEndpoint, ({ body }, request) =>
    subscribePromoOffer(ctx, { ...playerOf(request), urlHash: body.urlHash }),
  );
  registerEndpoint(app, flipTheCoinEndpoint, ({ query }, request) =>
    flipTheCoin(ctx, { ...playerOf(request), slug: query.promoOfferSet }),
  );
}
