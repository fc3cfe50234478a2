import type * as endpoints from "../../store";
import { route } from "../route";

export const availableSetsRoute = /* @__PURE__ */ route<typeof endpoints.availableSetsEndpoint>(
  "availableSets",
  "GET",
  "/rest/available-sets/check/",
);
export const cashPresetRoute = /* @__PURE__ */ route<typeof endpoints.cashPresetEndpoint>(
  "cashPreset",
  "GET",
  "/rest/cash/presets/{id}/",
);
export const quickBuyRoute = /* @__PURE__ */ route<typeof endpoints.quickBuyEndpoint>(
  "quickBuy",
  "GET",
  "/rest/cash/quick-buy/",
);
export const promoOfferBundlesRoute = /* @__PURE__ */ route<typeof endpoints.promoOfferBundlesEndpoint>(
  "promoOfferBundles",
  "GET",
  "/rest/promo-offers-bundle/configs/",
);
export const checkPromoOfferBundleRoute = /* @__PURE__ */ route<
  typeof endpoints.checkPromoOfferBundleEndpoint
>("checkPromoOfferBundle", "POST", "/rest/promo-offers-bundle/check-availability/");
export const subscribePromoOfferRoute = /* @__PURE__ */ route<typeof endpoints.subscribePromoOfferEndpoint>(
  "subscribePromoOffer",
  "POST",
  "/rest/cash/promo-offer-preset/subscribe/",
);
export const flipTheCoinRoute = /* @__PURE__ */ route<typeof endpoints.flipTheCoinEndpoint>(
  "flipTheCoin",
  "POST",
  "/rest/cash/promo-offer-preset/flip-the-coin/",
);
