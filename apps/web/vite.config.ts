import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

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
 * does the work; the client environment only, the server build is never sent over the wire.
 */
function precompressedAssets(): Plugin {
  return {
    name: "casino-precompressed-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? join(import.meta.dirname, "build", "client");
      await Promise.all(
        Object.values(bundle)
          .filter((file) => COMPRESSIBLE.test(file.fileName))
          .map(async (file) => {
            const source = file.type === "asset" ? file.source : file.code;
            const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
            if (bytes.length < MIN_BYTES) return;
            const path = join(outDir, file.fileName);
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

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildInfo.id) },
  plugins: [reactRouter(), buildInfoFile(), precompressedAssets()],
  css: { modules: { localsConvention: "camelCaseOnly" } },
  build: {
    // `WEB_SOURCEMAP=true npm run build` writes source maps to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === "true",
    rolldownOptions: {
      output: {
        // Modules that two or more pages share go into one chunk instead of dozens of tiny ones: measured on
        // the guest home, 50 files and 252.6 KiB gzip before, 6 files and 243.5 KiB after (decision 016).
        codeSplitting: { groups: [{ name: "app", minShareCount: 2, minSize: 20_000 }] },
      },
    },
  },
});
