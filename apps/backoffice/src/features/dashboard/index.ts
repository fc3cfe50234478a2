// The dashboard of the back office (issue #11): the first screen most roles can read.
import type { BackofficeScreen } from "../../lib/screens";
import { DashboardPage } from "./dashboard-page";

export const dashboardScreens: readonly BackofficeScreen[] = [
  { path: "dashboard", label: "Dashboard", module: "dashboard", Component: DashboardPage },
];
