import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export interface ImportRef {
  file: string;
  specifier: string;
  isTypeOnly: boolean;
}

const ROOT = join(import.meta.dirname, "..", "..");
const SKIP = new Set(["node_modules", "build", ".react-router", "dist", "coverage"]);
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
  }
}

/** The TypeScript sources under `folder` (relative to the repo) with their text. */
export function sourcesUnder(folder: string): { file: string; text: string }[] {
  return [...sourceFiles(join(ROOT, folder))].map((path) => ({
    file: relative(ROOT, path),
    text: readFileSync(path, "utf8"),
  }));
}

/** Every static import and re-export of the TypeScript sources under `folder` (relative to the repo). */
export function importsUnder(folder: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const path of sourceFiles(join(ROOT, folder))) {
    const text = readFileSync(path, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[3] ?? match[4];
      if (specifier) refs.push({ file: relative(ROOT, path), specifier, isTypeOnly: Boolean(match[2]) });
    }
  }
  return refs;
}

export const isTestFile = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.includes("test-support/");
