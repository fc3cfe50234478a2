import type { MetaDescriptor } from "react-router";
import { dictionaryOf, type RootBasics } from "../../../lib/session";

/** What a route's `meta` receives that matters here: the matched routes and their loader data. */
type MetaMatches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Translates for `meta` exports, which run outside React and cannot use hooks: reads the dictionary the
 * root loader already delivered. `{{brand}}` is always available.
 */
export function metaTranslator(matches: MetaMatches) {
  const root = matches.find((match) => match?.id === "root")?.data as RootBasics | undefined;
  const brand = root?.brand.name ?? "";
  const dictionary = (root ? dictionaryOf(root) : null) ?? {};
  return {
    brand,
    t(key: string, values: Record<string, string> = {}): string {
      const template = dictionary[key];
      // Without texts the brand name is still a better title than a bare key.
      return template === undefined ? brand : interpolate(template, { brand, ...values });
    },
  };
}

/** `<title>` and description of a page, both from the dictionary. */
export function pageMeta(
  matches: MetaMatches,
  keys: { title: string; description?: string },
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const meta: MetaDescriptor[] = [{ title: t(keys.title, values) }];
  if (keys.description) meta.push({ name: "description", content: t(keys.description, values) });
  return meta;
}

/** `<title>` of the 404 page for `path`: what a route's `meta` gives when its loader answered 404. */
export function notFoundMeta(matches: MetaMatches, path: string): MetaDescriptor[] {
  return pageMeta(matches, { title: "shell.notFound.title" }, { path });
}
