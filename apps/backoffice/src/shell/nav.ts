import { allows, type Permission } from "@casino/contracts/operators";
import type { BackofficeScreen } from "../lib/screens";

/** The screens an operator may open: those whose module their permissions let them read. */
export function visibleScreens(
  screens: readonly BackofficeScreen[],
  permissions: readonly Permission[],
): BackofficeScreen[] {
  return screens.filter((screen) => allows(permissions, `${screen.module}:read`));
}
