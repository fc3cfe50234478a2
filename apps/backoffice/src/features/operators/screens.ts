import type { BackofficeScreen } from "../../lib/screens";
import { RolesPage } from "./roles/roles-page";
import { StaffPage } from "./staff/staff-page";

/** The operators feature's screens, which the app adds to its navigation and router (src/app/screens.ts). */
export const operatorsScreens: readonly BackofficeScreen[] = [
  { path: "staff", label: "Staff", module: "staff", Component: StaffPage },
  { path: "roles", label: "Roles", module: "staff", Component: RolesPage },
];
