import type { Plugin } from "vite";

/** Every export of a module is wanted (a namespace import, a side-effect import, a whole re-export). */
const ALL = "*";

const STATIC_IMPORT =
  /^\s*import\s+(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/gm;
const NAMED_REEXPORT = /^\s*export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm;
const STAR_REEXPORT = /^\s*export\s*\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["']/gm;

const DECLARED_EXPORT =
  /^\s*export\s+(?:declare\s+)?(?:const|let|var|function\*?|async\s+function|class)\s+([\w$]+)/gm;
const LOCAL_EXPORT_LIST = /^\s*export\s*\{([^}]*)\}\s*;?\s*$/gm;

/**
 * Which of `names` a module's code may export: those it declares or lists itself, and all of them when it
 * re-exports another module wholesale or its code is not known (then it is kept, to be safe).
 */
function mayProvide(code: string | null, names: ReadonlySet<string>): string[] {
  const wanted = [...names];
  if (code === null || /^\s*export\s*\*/m.test(code) || new RegExp(NAMED_REEXPORT.source, "m").test(code))
    return wanted;
  const exported = new Set<string>();
  for (const [, name = ""] of code.matchAll(DECLARED_EXPORT)) exported.add(name);
  for (const [, list = ""] of code.matchAll(LOCAL_EXPORT_LIST))
    for (const [, alias] of specifiers(list)) exported.add(alias);
  return wanted.filter((name) => exported.has(name));
}

/** `a, b as c, type D` → [[a, a], [b, c]] (imported name, local or exported name). */
function specifiers(list: string): [string, string][] {
  return list
    .replace(/[{}]/g, "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith("type "))
    .map((part) => {
      const [name = "", alias = name] = part.split(/\s+as\s+/);
      return [name, alias];
    });
}

/**
 * The modules a set of route modules imports statically, as the bundle will keep them: what they import,
 * what that imports, and so on, never what they load with `import()`. A barrel (`features/x/index.ts`,
 * `@casino/ui`) is followed only through the names that are imported from it, as tree shaking does:
 * following all of a barrel's re-exports would pull in every page of the feature.
 *
 * It reads the transformed code of each module after the build has loaded them all (`buildEnd`, client
 * build only), for a `codeSplitting` group's `test`, which runs later, when chunks are made.
 */
export function firstPageModules(routeFiles: readonly string[]): {
  plugin: Plugin;
  has: (id: string) => boolean;
} {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: "casino-first-page-modules",
    apply: "build",
    buildStart() {
      found.clear();
    },
    async buildEnd(error) {
      if (error || this.environment.name !== "client") return;
      const isRoute = (id: string) => routeFiles.includes(id.split("?")[0] ?? id);
      const wanted = new Map<string, Set<string>>();
      const queue: string[] = [];
      const want = (id: string, names: Iterable<string>) => {
        const known = wanted.get(id) ?? new Set<string>();
        const before = known.size;
        for (const name of names) known.add(name);
        wanted.set(id, known);
        if (known.size !== before || before === 0) queue.push(id);
      };
      for (const id of this.getModuleIds()) if (isRoute(id)) want(id, [ALL]);

      while (queue.length > 0) {
        const id = queue.pop() ?? "";
        const info = this.getModuleInfo(id);
        const names = wanted.get(id) ?? new Set<string>();
        if (!info) continue;
        if (info.code === null) {
          for (const imported of info.importedIds) want(imported, [ALL]);
          continue;
        }
        const resolve = async (specifier: string) => (await this.resolve(specifier, id))?.id;
        for (const [, defaultName, braces, specifier = ""] of info.code.matchAll(STATIC_IMPORT)) {
          const target = await resolve(specifier);
          if (!target) continue;
          const imported = [
            ...(defaultName ? ["default"] : []),
            ...(braces?.startsWith("{") ? specifiers(braces).map(([name]) => name) : []),
          ];
          want(target, braces?.startsWith("*") || (!defaultName && !braces) ? [ALL] : imported);
        }
        for (const [, list = "", specifier = ""] of info.code.matchAll(NAMED_REEXPORT)) {
          const used = specifiers(list).filter(([, exported]) => names.has(ALL) || names.has(exported));
          const target = used.length > 0 ? await resolve(specifier) : undefined;
          if (target)
            want(
              target,
              used.map(([name]) => name),
            );
        }
        for (const [, namespace, specifier = ""] of info.code.matchAll(STAR_REEXPORT)) {
          if (namespace && !names.has(ALL) && !names.has(namespace)) continue;
          const target = await resolve(specifier);
          if (!target) continue;
          if (namespace || names.has(ALL)) {
            want(target, namespace ? [ALL] : names);
            continue;
          }
          // A barrel of barrels (`export *` from one module per feature): only the modules that can hold
          // a wanted name are kept, as tree shaking keeps only what is used.
          const provided = mayProvide(this.getModuleInfo(target)?.code ?? null, names);
          if (provided.length > 0) want(target, provided);
        }
      }
      for (const id of wanted.keys()) if (!isRoute(id)) found.add(id);
    },
  };
  return { plugin, has: (id) => found.has(id) };
}
