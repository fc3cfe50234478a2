import {
  cachedGamesEndpoint,
  cachedGamesLookupEndpoint,
  gameFiltersEndpoint,
  gamesEndpoint,
} from "@casino/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { conditionalGet } from "./conditional-get";
import { getCachedCatalogue, getCatalogue, getGameFilters, lookupGames } from "./games-catalogue.service";
import { chooseGroup, type GroupChoice } from "./restriction-groups";

/** How long a browser or CDN may reuse the cached catalogue of one restriction set before revalidating. */
const CACHED_GAMES_MAX_AGE_SECONDS = 300;

/**
 * Titles follow the locale (cookie or Accept-Language), the games shown the brand (host); without a
 * groupKey the session picks the set.
 */
const VARY = "Host, Cookie, Accept-Language";

function cacheHeaders(reply: FastifyReply, choice: GroupChoice, isCacheable: boolean) {
  reply.header("vary", VARY);
  reply.header(
    "cache-control",
    isCacheable && choice.isFromQuery
      ? `public, max-age=${CACHED_GAMES_MAX_AGE_SECONDS}, stale-while-revalidate=60`
      : "private, no-cache",
  );
}

export function registerGamesCatalogueRoutes(app: FastifyInstance, ctx: ServerContext) {
  const revalidated = { onSend: conditionalGet };

  // The full list: what a client falls back to when its cache is missing or invalid, so always revalidated.
  registerEndpoint(
    app,
    gamesEndpoint,
    async ({ query }, request, reply) => {
      const choice = chooseGroup(query.groupKey, request.session !== null);
      cacheHeaders(reply, choice, false);
      return getCatalogue(ctx, {
        brandId: request.brand.id,
        locale: request.locale,
        groupKey: choice.groupKey,
      });
    },
    revalidated,
  );

  registerEndpoint(
    app,
    cachedGamesEndpoint,
    async ({ query }, request, reply) => {
      const choice = chooseGroup(query.groupKey, request.session !== null);
      cacheHeaders(reply, choice, true);
      return getCachedCatalogue(ctx, {
        brandId: request.brand.id,
        locale: request.locale,
        groupKey: choice.groupKey,
      });
    },
    revalidated,
  );

  registerEndpoint(app, cachedGamesLookupEndpoint, async ({ query, body }, request, reply) => {
    const choice = chooseGroup(query.groupKey, request.session !== null);
    reply.header("cache-control", "no-store");
    return {
      groupKey: choice.groupKey,
      games: await lookupGames(ctx, { brandId: request.brand.id, locale: request.locale, ids: body.games }),
    };
  });

  registerEndpoint(
    app,
    gameFiltersEndpoint,
    async (_input, request, reply) => {
      reply.header("vary", VARY);
      reply.header("cache-control", "private, no-cache");
      return getGameFilters(ctx, { brandId: request.brand.id, locale: request.locale });
    },
    revalidated,
  );
}
