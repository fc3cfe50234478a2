import {
  createPromoOfferSetEndpoint,
  createStorePresetEndpoint,
  deactivateStorePresetEndpoint,
  listPromoOfferBundlesEndpoint,
  listPromoOfferSetsEndpoint,
  listStorePresetsEndpoint,
  updatePromoOfferBundleEndpoint,
  updatePromoOfferSetEndpoint,
  updateStorePresetEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  createPromoOfferSet,
  createStorePreset,
  deactivateStorePreset,
  listPromoOfferBundles,
  listPromoOfferSets,
  listStorePresets,
  updatePromoOfferBundle,
  updatePromoOfferSet,
  updateStorePreset,
} from "./store.backoffice.service";

/** The content module's packages, offers, bundles and flip sets per brand (issue #14 item 7). */
export function registerStoreBackofficeRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerEndpoint(app, listStorePresetsEndpoint, ({ params }) => listStorePresets(ctx, params.brandId));
  registerEndpoint(app, createStorePresetEndpoint, ({ params, body }, request) =>
    createStorePreset(ctx, request, params.brandId, body),
  );
  registerEndpoint(app, updateStorePresetEndpoint, ({ params, body }, request) =>
    updateStorePreset(ctx, request, params, body),
  );
  registerEndpoint(app, deactivateStorePresetEndpoint, ({ params }, request) =>
    deactivateStorePreset(ctx, request, params),
  );
  registerEndpoint(app, listPromoOfferBundlesEndpoint, ({ params }) =>
    listPromoOfferBundles(ctx, params.brandId),
  );
  registerEndpoint(app, updatePromoOfferBundleEndpoint, ({ params, body }, request) =>
    updatePromoOfferBundle(ctx, request, params, body),
  );
  registerEndpoint(app, listPromoOfferSetsEndpoint, ({ params }) => listPromoOfferSets(ctx, params.brandId));
  registerEndpoint(app, createPromoOfferSetEndpoint, ({ params, body }, request) =>
    createPromoOfferSet(ctx, request, params.brandId, body),
  );
  registerEndpoint(app, updatePromoOfferSetEndpoint, ({ params, body }, request) =>
    updatePromoOfferSet(ctx, request, params, body),
  );
}
