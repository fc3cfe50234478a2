import { dirname, join, normalize } from "node:path";
import type { ImportRef } from "./imports";

/**
 * The rules of ARCHITECTURE D22 and issue #9 as pure functions of the source (imports and file texts), so
 * each is run on the real tree and, in its own test, on a made-up violation it must catch.
 */

/** A source file's path (relative to the repository) and its text. */
export interface SourceText {
  file: string;
  text: string;
}

const SERVER_FEATURES = "apps/server/src/features/";

/** The server feature a file belongs to, or undefined outside `apps/server/src/features/<name>/`. */
export const serverFeatureOf = (file: string) =>
  file.startsWith(SERVER_FEATURES) ? file.slice(SERVER_FEATURES.length).split("/")[0] : undefined;

/** The server feature an import of `file` points into, or undefined when it stays outside features. */
function targetFeatureOf(ref: ImportRef): string | undefined {
  if (!ref.specifier.startsWith(".")) return undefined;
  return serverFeatureOf(normalize(join(dirname(ref.file), ref.specifier)));
}

/**
 * A feature's index.ts is its public face: it may export services and types, never a repo's functions,
 * or callers would reach the feature's tables without its rules.
 */
export function indexReExportsOfRepos(refs: readonly ImportRef[]): string[] {
  return refs
    .filter(
      ({ file, specifier, isTypeOnly }) =>
        file.startsWith(SERVER_FEATURES) &&
        file.endsWith("/index.ts") &&
        !isTypeOnly &&
        /\.repo$/.test(specifier),
    )
    .map(({ file, specifier }) => `${file} re-exports ${specifier}`);
}

/**
 * Reading the clock or the system's randomness makes domain code untestable by value (ARCHITECTURE D8,
 * D18): the clock and RNG are passed in.
 */
export function impureDomainCalls(sources: readonly SourceText[]): string[] {
  const impure =
    /\bDate\.now\s*\(|\bMath\.random\s*\(|\bnew Date\(\s*\)|\bcrypto\s*\.|["']node:crypto["']|["']crypto["']/;
  return sources.flatMap(({ file, text }) =>
    text
      .split("\n")
      .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
      .filter(({ line }) => impure.test(line) && !/^\s*(\/\/|\*)/.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );
}

/**
 * Cycles between server features (a feature importing another's index, which imports it back, directly
 * or around a longer loop): each names its loop once, e.g. `auth → rewards → auth`.
 */
export function featureCycles(refs: readonly ImportRef[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const ref of refs) {
    const from = serverFeatureOf(ref.file);
    const to = targetFeatureOf(ref);
    if (!from || !to || from === to || ref.isTypeOnly) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        // One name per loop, whichever feature it was entered from.
        const start = loop.indexOf([...loop].sort()[0] as string);
        const rotated = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(" → "));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...cycles].sort();
}
