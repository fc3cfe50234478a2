import type { BackofficeScreen } from "../../lib/screens";
import { JurisdictionsPage } from "./jurisdictions-page";

/** The sweepstakes-rules screens (issue #13, compliance). */
export const sweepstakesRulesScreens: readonly BackofficeScreen[] = [
  {
    path: "compliance/jurisdictions",
    label: "Jurisdictions",
    module: "compliance",
    Component: JurisdictionsPage,
  },
];
