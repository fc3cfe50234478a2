import { dirname, join, normalize } from "node:path";
import type { SourceText } from "./rules";

/**
 * Decision 033: the player app and the back office are two apps that share only packages. Neither imports
 * the other (statically, dynamically or by package name), so no operator code or style can reach a
 * player's bundle, and the back office never leans on the player app's internals.
 */

/** Every module a source names: static imports and re-exports, `import("…")` and `require("…")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

export interface AppRule {
  /** The app's source folder, relative to the repository: `apps/web/`. */
  app: string;
  /** Folders (relative to the repository) and package names it must never import. */
  forbiddenFolders: readonly string[];
  forbiddenPackages: readonly string[];
}

export const APP_RULES: readonly AppRule[] = [
  { app: "apps/web/", forbiddenFolders: ["apps/backoffice/"], forbiddenPackages: ["@casino/backoffice"] },
  {
    app: "apps/backoffice/",
    forbiddenFolders: ["apps/web/", "apps/server/"],
    forbiddenPackages: ["@casino/web", "@casino/server", "@casino/db"],
  },
];

/** Imports of one app into another it must not reach, as `file imports specifier`. */
export function crossAppImports(sources: readonly SourceText[], rules: readonly AppRule[] = APP_RULES) {
  return sources.flatMap(({ file, text }) => {
    const rule = rules.find((each) => file.startsWith(each.app));
    if (!rule) return [];
    return [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] as string)
      .filter((specifier) => {
        const isPackage = rule.forbiddenPackages.some(
          (name) => specifier === name || specifier.startsWith(`${name}/`),
        );
        const target = specifier.startsWith(".") ? normalize(join(dirname(file), specifier)) : specifier;
        const isFolder = rule.forbiddenFolders.some(
          (folder) => target.startsWith(folder) || target.includes(`/${folder}`),
        );
        return isPackage || isFolder;
      })
      .map((specifier) => `${file} imports ${specifier}`);
  });
}

const BACKOFFICE_SRC = "apps/backoffice/src/";
const BACKOFFICE_FEATURES = `${BACKOFFICE_SRC}features/`;
/** What a back-office feature may reach outside its folder: the app's shared plumbing. */
const BACKOFFICE_LIB = `${BACKOFFICE_SRC}lib/`;

/** The back-office feature a file belongs to, or undefined outside `apps/backoffice/src/features/<name>/`. */
export const backofficeFeatureOf = (file: string) =>
  file.startsWith(BACKOFFICE_FEATURES) ? file.slice(BACKOFFICE_FEATURES.length).split("/")[0] : undefined;

/**
 * Back-office features never import each other, the shell or the app (like the web's, decision 016): they
 * reach only `src/lib/`; the app composes them (`src/app/screens.ts`, `routes.tsx`). Outside features,
 * code imports a feature through its `index.ts` only.
 */
export function backofficeFeatureReachOut(sources: readonly SourceText[]): string[] {
  return sources.flatMap(({ file, text }) => {
    if (!file.startsWith(BACKOFFICE_SRC)) return [];
    const feature = backofficeFeatureOf(file);
    return [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] as string)
      .filter((specifier) => {
        if (!specifier.startsWith(".")) return false;
        const target = normalize(join(dirname(file), specifier));
        if (feature !== undefined) {
          return (
            !target.startsWith(`${BACKOFFICE_FEATURES}${feature}/`) && !target.startsWith(BACKOFFICE_LIB)
          );
        }
        if (/\.(test|spec)\.tsx?$/.test(file) || !target.startsWith(BACKOFFICE_FEATURES)) return false;
        const inner = target.slice(BACKOFFICE_FEATURES.length).split("/").slice(1);
        return inner.length > 0 && !(inner.length === 1 && inner[0] === "index");
      })
      .map((specifier) => `${file} imports ${specifier}`);
  });
}
