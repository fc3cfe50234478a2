import { dirname, join, normalize } from "node:path";
import type { ImportRef } from "./imports";
import type { SourceText } from "./rules";

const WEB_APP = "apps/web/app/";
const FEATURE_PATH = /^apps\/web\/app\/features\/([^/]+)(?:\/(.*))?$/;

/** Where an import of a file outside `features/` lands inside one, as feature name and inner path. */
function featureTarget(ref: ImportRef): { feature: string; inner: string | undefined } | undefined {
  if (!ref.specifier.startsWith(".")) return undefined;
  const match = FEATURE_PATH.exec(normalize(join(dirname(ref.file), ref.specifier)));
  return match ? { feature: match[1] as string, inner: match[2] } : undefined;
}

/** A loader module at the top of a feature (`features/<x>/<name>.server`): allowed beside the index. */
const isLoaderModule = (inner: string) => /^[^/]+\.server$/.test(inner);

/**
 * Decision 016: routes, layouts and the root import a feature through its `index.ts`, or one of its
 * top-level `*.server.ts` loaders, never a file deeper inside it, so a feature may rearrange its insides
 * without breaking a route. Test files may reach in (they exercise the insides).
 */
export function deepFeatureImports(refs: readonly ImportRef[]): string[] {
  return refs
    .filter((ref) => {
      if (!ref.file.startsWith(WEB_APP) || ref.file.startsWith(`${WEB_APP}features/`)) return false;
      if (/\.(test|spec)\.tsx?$/.test(ref.file) || ref.file.includes("test-support/")) return false;
      const target = featureTarget(ref);
      return target?.inner !== undefined && target.inner !== "index" && !isLoaderModule(target.inner);
    })
    .map(({ file, specifier }) => `${file} imports ${specifier}`);
}

/**
 * A feature's `index.ts` is what the browser bundle sees of it, so it stays a list of named re-exports:
 * no `export *` (which hides what leaves the feature), no statements of its own (which would run on every
 * page importing any part of it), and never a `*.server` module (server-only code in the browser bundle).
 */
export function barrelProblems(indexes: readonly SourceText[]): string[] {
  return indexes.flatMap(({ file, text }) => {
    const statements = text
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
      .split(";")
      .map((statement) => statement.trim())
      .filter(Boolean);
    return statements.flatMap((statement) => {
      if (/^export\s+\*/.test(statement)) return [`${file}: export * (name what leaves the feature)`];
      if (!/^export\s+(type\s+)?\{[^}]*\}\s+from\s+["'][^"']+["']$/.test(statement)) {
        return [`${file}: ${statement.split("\n")[0]} (an index only re-exports)`];
      }
      if (/\.server["']$/.test(statement)) return [`${file}: re-exports a *.server module`];
      return [];
    });
  });
}
