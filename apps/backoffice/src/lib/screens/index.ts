import type { BackofficeModule } from "@casino/contracts/operators";
import type { ComponentType } from "react";

/**
 * One screen of the back office, as a feature declares it. The router and the navigation are both built
 * from the list of screens (src/app/screens.ts), so no link can lead to a page that does not exist, and
 * an operator sees a link only when their role may read the screen's module.
 */
export interface BackofficeScreen {
  /** Path under `/backoffice/`, without a leading slash: `staff`, `roles`. */
  path: string;
  /** The navigation link's text, also the page's title. */
  label: string;
  /** Reading this module is what the screen needs; writing is checked control by control. */
  module: BackofficeModule;
  Component: ComponentType;
  /** A detail page reached from another screen (`players/:id`): routed, but no link of its own. */
  isDetail?: boolean;
}
