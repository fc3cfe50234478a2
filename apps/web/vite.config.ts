import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { firstPageModules } from "./build-support/first-page-modules";

/** One id per build, baked into the client and written beside the bundle for the server to announce. */
const buildInfo = {
  id: `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`,
  timestamp: Date.now(),
};

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

function buildInfoFile(): Plugin {
  return {
    name: "casino-build-info",
    apply: "build",
    closeBundle() {
      const dir = join(import.meta.dirname, "build");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "build-info.json"), JSON.stringify(buildInfo));
    },
  };
}

/** Text assets worth a compressed copy; images (webp) and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Brotli (best quality) and gzip (level 9) copies beside every text asset of the client build, which the
 * server sends as they are (`preCompressed`): no asset costs compression at request time. Node's zlib
 * does the work, on the client build's folder only: the server build is never sent over the wire.
 */
function precompressedAssets(): Plugin {
  const clientDir = join(import.meta.dirname, "build", "client");
  return {
    name: "casino-precompressed-assets",
    apply: "build",
    // At the end of the server build, the last: React Router writes the route manifest
    // (`assets/manifest-*.js`) itself during it, outside any bundle.
    applyToEnvironment: (environment) => environment.name === "ssr",
    async closeBundle() {
      const files = await readdir(clientDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(clientDir, file);
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
 * The libraries every page runs before it is interactive (React, the router, queries). zod is not one of
 * them: the API client loads no schema (decision 022), so zod rides with the forms and the catalogue
 * check that use it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/;

/** The route modules of the guest home, the page most first visits open. */
const FIRST_PAGE_ROUTES = ["root.tsx", "layouts/default-layout.tsx", "routes/home/route.tsx"].map((file) =>
  join(import.meta.dirname, "app", file),
);

/**
 * What the guest home runs first (past the framework) goes into one `first-load` chunk: forty small files
 * gzipped one by one weigh a third more than the same code in one file, and each is a request (issue #10).
 */
const firstPage = firstPageModules(FIRST_PAGE_ROUTES);

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildInfo.id) },
  plugins: [reactRouter(), buildInfoFile(), precompressedAssets(), firstPage.plugin],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  build: {
    // `WEB_SOURCEMAP=true npm run build` writes source maps to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === "true",
    rolldownOptions: {
      output: {
        // What every page needs first goes into a few named chunks; everything else is split per route and
        // per lazy import, so a library that only a later route or a modal uses never rides in the first
        // load (issue #10, decision 020). Decision 016's single shared "app" chunk (every module two pages
        // share) pulled the slot engine, dialogs and forms into every first page.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 3 },
            // Every stylesheet of the first page in one file: a handful of render-blocking CSS requests cost
            // a first paint more round trips than the few KiB of other pages' rules they would save. A CSS
            // module is also a JS map of its class names, so the modules only later parts use (the cash box,
            // the back of the account pages) stay with those parts instead of riding in the first load.
            {
              name: "styles",
              test: (id: string) => /\.css$/.test(id) && (!/\.module\.css/.test(id) || firstPage.has(id)),
              priority: 2,
            },
            // The rest of what the guest home runs first, in one file (the lobby and the game page share
            // most of it: root, layout, API client, session, translations).
            { name: "first-load", test: firstPage.has, priority: 1 },
          ],
        },
      },
    },
  },
});
