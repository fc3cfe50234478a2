import { dirname, join, normalize } from "node:path";
import type { ImportRef } from "./imports";

const WEB_APP = "apps/web/app/";
const WEB_FEATURES = `${WEB_APP}features/`;
/** The one place outside its own folder a web feature may reach: the app's shared plumbing. */
const WEB_LIB = `${WEB_APP}lib/`;

/** The web feature a file belongs to, or undefined outside `apps/web/app/features/<name>/`. */
export const webFeatureOf = (file: string) =>
  file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split("/")[0] : undefined;

/**
 * Decision 016: web features meet only in routes and layouts, which pass components and render props into
 * each other's slots. So a feature's relative imports stay in its own folder or reach `app/lib`; never
 * another feature, `root`, a route, a layout or a composition (those import features, not the reverse).
 */
export function webFeatureReachOut(refs: readonly ImportRef[]): string[] {
  return refs
    .filter(({ file, specifier }) => {
      const feature = webFeatureOf(file);
      if (feature === undefined || !specifier.startsWith(".")) return false;
      const target = normalize(join(dirname(file), specifier));
      return !target.startsWith(`${WEB_FEATURES}${feature}/`) && !target.startsWith(WEB_LIB);
    })
    .map(({ file, specifier }) => `${file} imports ${specifier}`);
}
