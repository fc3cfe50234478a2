// Compiles the server and the CLIs, with the workspace packages they import (TypeScript sources, D2), to
// plain JavaScript in apps/server/dist, so production runs `node apps/server/dist/main.js` with no
// TypeScript loader (decision 019). esbuild is the transpiler under tsx, which runs the server in
// development and in the server processes the tests start, so the compiled code means what they ran.
// Packages from node_modules stay imports: they are JavaScript already, and native ones (argon2, sharp)
// and PGlite's WASM load from there.
//
//   node apps/server/build.mjs                    (npm run build -w @casino/server; npm run build does it)
//   node apps/server/build.mjs --outdir <dir>     elsewhere (a test); inside the repo, so that the
//                                                  imports left to node_modules resolve
import { readFile, rm } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const SERVER = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(SERVER, "../..");
const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const OUT_DIR = resolve(values.outdir ?? resolve(SERVER, "dist"));

/** Every output file sits in OUT_DIR itself (no sub-folders), so one relative path works from all of them. */
const ENTRY_POINTS = {
  main: "src/main.ts",
  migrate: "src/cli/migrate.ts",
  "ledger-check": "src/cli/ledger-check.ts",
  "audit-verify": "src/cli/audit-verify.ts",
  "verify-spin": "src/cli/verify-spin.ts",
};

/** Only our own TypeScript is bundled: `@casino/*` and relative imports. */
const bundleOnlyOurCode = {
  name: "bundle-only-our-code",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@casino/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds a file next to itself (`new URL("../migrations", import.meta.url)`: the SQL
 * migrations of packages/db, the translation dictionaries) keeps finding it once bundled: its
 * `import.meta.url` becomes the URL of its source file, worked out from where the bundle runs, so the
 * files are read where they are in the tree and the dist folder needs no copies.
 */
const keepModuleUrls = {
  name: "keep-module-urls",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.split(sep).includes("node_modules")) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromOutDir = relative(OUT_DIR, args.path).split(sep).join("/");
      return {
        contents: source.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromOutDir)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

await rm(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER,
  entryPoints: ENTRY_POINTS,
  outdir: OUT_DIR,
  entryNames: "[name]",
  chunkNames: "chunk-[hash]",
  bundle: true,
  // Split at dynamic imports: main.ts sets NODE_ENV before it imports the rest of the server (React reads
  // it once, when first imported), which only holds if the rest is a separate chunk loaded afterwards.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  tsconfig: resolve(REPO, "tsconfig.json"),
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
  plugins: [bundleOnlyOurCode, keepModuleUrls],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server compiled to ${relative(REPO, OUT_DIR)} (${(bytes / 1024).toFixed(0)} KiB with source maps)`,
);
