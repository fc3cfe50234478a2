import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const OUT_DIR = join(import.meta.dirname, "dist");
const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);
/** Text assets worth a compressed copy (the player build's rule, apps/web/vite.config.ts). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Brotli and gzip copies beside each hashed text asset, which the server sends as they are
 * (`preCompressed`), as it does the player's assets: no asset costs compression at request time.
 */
function precompressedAssets(): Plugin {
  return {
    name: "backoffice-precompressed-assets",
    apply: "build",
    async closeBundle() {
      const assets = join(OUT_DIR, "assets");
      const files = await readdir(assets);
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(assets, file);
            const bytes = await readFile(path);
            if (bytes.length < MIN_BYTES) return;
            const [brotli, gzip] = await Promise.all([
              brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipCompress(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzip)]);
          }),
      );
    },
  };
}

/**
 * The back office (decision 033): a client-rendered SPA under `/backoffice/`, built apart from the player
 * app so none of its code or styles can reach a player's bundle. The server serves `dist/`.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: "/backoffice/",
  plugins: [precompressedAssets()],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // No inline script or style may be needed by the document: the CSP allows 'self' only.
    assetsInlineLimit: 0,
    sourcemap: process.env.BACKOFFICE_SOURCEMAP === "true",
    rolldownOptions: {
      // "use client" at the top of TanStack Query's files means nothing in a client-only app.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: {
        // The libraries change less often than the screens: their own files stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w @casino/backoffice` beside a running server (`npm run serve`, port 3000).
    proxy: { "/api/": "http://localhost:3000" },
  },
});
