import type { BackofficeScreen } from "../../lib/screens";
import { PromotionsContentPage } from "./promotions-content-page";

/** The promotions feature's screen (issue #14, content): each brand's promotions per locale, with a preview. */
export const promotionsScreens: readonly BackofficeScreen[] = [
  { path: "content/promotions", label: "Promotions", module: "content", Component: PromotionsContentPage },
];
