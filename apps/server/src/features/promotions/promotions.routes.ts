import {
  createPromotionEndpoint,
  deactivatePromotionEndpoint,
  listPromotionsEndpoint,
  previewPromotionsEndpoint,
  promotionsPageEndpoint,
  updatePromotionEndpoint,
} from "@casino/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { profileVerification } from "../identity-verification";
import {
  changePromotion,
  createPromotion,
  deactivatePromotion,
  listPromotions,
  type PromotionsEditing,
  previewPromotions,
} from "./promotions.backoffice.service";
import { storeOffersFor } from "./promotions.offers";
import { getPromotionsPage } from "./promotions.service";

export function registerPromotionsRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, clock, readCache, outbox, env } = context;
  /** The promotions' context for one request: the store judges its offers for that visitor. */
  const contextOf = (request: FastifyRequest): PromotionsEditing => ({
    db,
    clock,
    readCache,
    outbox,
    offers: storeOffersFor(
      { db, clock, readCache },
      { brandId: request.brand.id, playerId: request.session?.playerId ?? null },
    ),
    isIdentityVerified: async (playerId) =>
      (await profileVerification(db, env, playerId)).documentConfirmStatus === "verified",
  });

  registerEndpoint(app, promotionsPageEndpoint, (_input, request, reply) => {
    // Cards differ by brand (host), locale and player (availability), so no shared cache may keep them.
    reply.header("vary", "Host, Cookie, Accept-Language");
    reply.header("cache-control", "private, no-cache");
    return getPromotionsPage(contextOf(request), {
      brandId: request.brand.id,
      locale: request.locale,
      playerId: request.session?.playerId ?? null,
    });
  });

  registerEndpoint(app, listPromotionsEndpoint, ({ params, query }, request) =>
    listPromotions(contextOf(request), params.brandId, query.locale),
  );
  registerEndpoint(app, createPromotionEndpoint, ({ params, body }, request) =>
    createPromotion(contextOf(request), request, params.brandId, body),
  );
  registerEndpoint(app, updatePromotionEndpoint, ({ params, body }, request) =>
    changePromotion(contextOf(request), request, params, body),
  );
  registerEndpoint(app, deactivatePromotionEndpoint, ({ params }, request) =>
    deactivatePromotion(contextOf(request), request, params),
  );
  registerEndpoint(app, previewPromotionsEndpoint, ({ params, query }, request) =>
    previewPromotions(contextOf(request), params.brandId, query.locale),
  );
}
