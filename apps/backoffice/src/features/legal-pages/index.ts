import type { BackofficeScreen } from "../../lib/screens";
import { LegalPagesPage } from "./legal-pages-page";

/** The legal-pages feature's screens (issue #11, content). */
export const legalPagesScreens: readonly BackofficeScreen[] = [
  { path: "content/legal-pages", label: "Legal pages", module: "content", Component: LegalPagesPage },
];
