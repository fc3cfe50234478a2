import type { BackofficeScreen } from "../../lib/screens";
import { AmoeLettersPage } from "./amoe-letters-page";

/** The AMOE screens, which the app adds to its navigation and router. */
export const amoeScreens: readonly BackofficeScreen[] = [
  { path: "amoe", label: "AMOE letters", module: "compliance", Component: AmoeLettersPage },
];
