import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Answers smaller than this go out as they are: compressing them saves a few bytes, not a round trip,
 * and costs CPU on every request.
 */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses documents, JSON and un-precompressed assets on the fly (brotli when the client takes it,
 * else gzip) and adds `Vary: Accept-Encoding`. Brotli's default quality (11) takes tens of ms per
 * document; quality 4 compresses about as well as gzip 6 in a fraction of the time. Hashed assets are
 * precompressed at build time at the best quality and served as they are (see ssr.ts).
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    // No client sends compressed bodies; inflating them would only add two hooks to every request.
    globalDecompression: false,
    threshold: THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
