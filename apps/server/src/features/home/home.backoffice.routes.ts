import {
  contentPreviewEndpoint,
  createBannerEndpoint,
  listBannersEndpoint,
  listHomeRowsEndpoint,
  reorderBannersEndpoint,
  reorderHomeRowsEndpoint,
  updateBannerEndpoint,
  updateHomeRowEndpoint,
} from "@casino/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/contract-route";
import {
  changeBanner,
  changeHomeRow,
  createBanner,
  type HomeEditing,
  listBanners,
  listHomeRows,
  previewContent,
  reorderBanners,
  reorderHomeRows,
} from "./home.backoffice.service";

/** The content module's home banners, collection rows and preview (issue #11). */
export function registerHomeBackofficeRoutes(app: FastifyInstance, ctx: HomeEditing) {
  registerEndpoint(app, listBannersEndpoint, ({ params }) => listBanners(ctx, params.brandId));
  registerEndpoint(app, createBannerEndpoint, ({ params, body }, request) =>
    createBanner(ctx, request, params.brandId, body),
  );
  registerEndpoint(app, updateBannerEndpoint, ({ params, body }, request) =>
    changeBanner(ctx, request, params.brandId, params.slug, body),
  );
  registerEndpoint(app, reorderBannersEndpoint, ({ params, body }, request) =>
    reorderBanners(ctx, request, params.brandId, body.slugs),
  );
  registerEndpoint(app, listHomeRowsEndpoint, ({ params }) => listHomeRows(ctx, params.brandId));
  registerEndpoint(app, updateHomeRowEndpoint, ({ params, body }, request) =>
    changeHomeRow(ctx, request, params.brandId, params.slug, body),
  );
  registerEndpoint(app, reorderHomeRowsEndpoint, ({ params, body }, request) =>
    reorderHomeRows(ctx, request, params.brandId, body.slugs),
  );
  registerEndpoint(app, contentPreviewEndpoint, async ({ params, query }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return previewContent(ctx, { brandId: params.brandId, ...query });
  });
}
