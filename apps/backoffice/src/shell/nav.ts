import { allows, type Permission } from "@casino/contracts/operators";
import type { BackofficeScreen } from "../lib/screens";

/** The screens an operator may open from the navigation: those whose module their role may read. */
export function visibleScreens(
  screens: readonly BackofficeScreen[],
  permissions: readonly Permission[],
): BackofficeScreen[] {
  return screens.filter((screen) => !screen.isDetail && allows(permissions, `${screen.module}:read`));
}
