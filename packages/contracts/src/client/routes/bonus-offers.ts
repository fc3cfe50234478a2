import type * as endpoints from "../../bonus-offers";
import { route } from "../route";

export const bonusOffersRoute = /* @__PURE__ */ route<typeof endpoints.bonusOffersEndpoint>(
  "bonusOffers",
  "GET",
  "/rest/bonus-offer/get-bonuses/",
);
export const checkFreeEntriesBonusRoute = /* @__PURE__ */ route<
  typeof endpoints.checkFreeEntriesBonusEndpoint
>("checkFreeEntriesBonus", "POST", "/rest/free-entries-bonuses/check-bonus/");
