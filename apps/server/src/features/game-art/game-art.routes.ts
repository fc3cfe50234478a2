import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { createArtRenderer, type Density } from "./art-renderer";
import { type ArtAsset, createGameArtService } from "./game-art.service";

/** Keys are lower-case words joined by single dashes: nothing else can reach a lookup or a file name. */
const KEY = "([a-z0-9]+(?:-[a-z0-9]+)*)";
const WEBP_FILE = new RegExp(`^${KEY}-(1x|2x)\\.webp$`);
/** A card at one of its densities or at a width its `srcset` names (`{key}-160w.webp`). */
const CARD_FILE = new RegExp(`^${KEY}-(?:(1x|2x)|([1-9][0-9]{1,3})w)\\.webp$`);
const SVG_FILE = new RegExp(`^${KEY}\\.svg$`);
const MAX_FILE_LENGTH = 100;

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Asked for without the current version (an old link, or none): cacheable, but not forever. */
const REVALIDATE_HOURLY = "public, max-age=3600";

function parseFile(file: string, pattern: RegExp): RegExpExecArray {
  const match = file.length <= MAX_FILE_LENGTH ? pattern.exec(file) : null;
  if (!match) throw notFound("NOT_FOUND", "No such image.");
  return match;
}

function sendAsset(
  request: FastifyRequest<{ Querystring: { v?: string } }>,
  reply: FastifyReply,
  asset: ArtAsset | null,
  type: string,
  variant: string,
) {
  if (!asset) throw notFound("NOT_FOUND", "No such image.");
  const etag = `"${asset.version}-${variant}"`;
  reply.header("etag", etag);
  reply.header("cache-control", request.query.v === asset.version ? IMMUTABLE : REVALIDATE_HOURLY);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return reply.code(304).send();
  }
  return reply.type(type).send(asset.body);
}

function artCacheDir({ env }: ServerContext): string {
  // Tests share one folder in the temp directory; a server keeps its renders beside its data.
  return env.NODE_ENV === "test"
    ? join(tmpdir(), "casino-games-art")
    : join(env.DATA_DIR, "cache", "games-art");
}

type FileRequest = FastifyRequest<{ Params: { file: string }; Querystring: { v?: string } }>;

/**
 * Generated artwork: game cards and banners in webp at 1x and 2x, and SVG logos and icons. Rendered on
 * first request (never at boot), then served from memory or the disk cache.
 */
export function registerGameArtRoutes(app: FastifyInstance, context: ServerContext) {
  const renderer = createArtRenderer({
    cacheDir: artCacheDir(context),
    onCacheError: (error) => app.log.warn({ err: error }, "games-art: disk cache write failed"),
  });
  const art = createGameArtService(context, renderer);

  app.get("/games-art/:file", async (request: FileRequest, reply) => {
    const [, key, density, width] = parseFile(request.params.file, CARD_FILE);
    if (width !== undefined) {
      const asset = await art.gameImageAtWidth(key as string, Number(width));
      return sendAsset(request, reply, asset, "image/webp", `${width}w`);
    }
    const asset = await art.gameImage(key as string, density as Density);
    return sendAsset(request, reply, asset, "image/webp", density as string);
  });

  app.get("/games-art/banners/:file", async (request: FileRequest, reply) => {
    const [, key, density] = parseFile(request.params.file, WEBP_FILE);
    const asset = await art.bannerImage(key as string, density as Density);
    return sendAsset(request, reply, asset, "image/webp", density as string);
  });

  app.get("/games-art/logos/:file", async (request: FileRequest, reply) => {
    const [, key] = parseFile(request.params.file, SVG_FILE);
    return sendAsset(
      request,
      reply,
      await art.gameLogo(key as string),
      "image/svg+xml; charset=utf-8",
      "logo",
    );
  });

  app.get("/games-art/providers/:file", async (request: FileRequest, reply) => {
    const [, slug] = parseFile(request.params.file, SVG_FILE);
    const asset = await art.providerLogo(slug as string);
    return sendAsset(request, reply, asset, "image/svg+xml; charset=utf-8", "provider");
  });

  app.get("/games-art/icons/:file", async (request: FileRequest, reply) => {
    const [, name] = parseFile(request.params.file, SVG_FILE);
    return sendAsset(request, reply, art.icon(name as string), "image/svg+xml; charset=utf-8", "icon");
  });
}
