import { auditLogScreens } from "../features/audit-log";
import { dashboardScreens } from "../features/dashboard";
import { ledgerScreens } from "../features/ledger";
import { operatorsScreens } from "../features/operators";
import type { BackofficeScreen } from "../lib/screens";

/**
 * Every screen of the back office, feature by feature. A feature with operator screens adds its list
 * here; the router and the navigation are both made from it, so a link exists only for a real page.
 */
export const SCREENS: readonly BackofficeScreen[] = [
  ...dashboardScreens,
  ...ledgerScreens,
  ...operatorsScreens,
  ...auditLogScreens,
];
