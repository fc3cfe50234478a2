import type { Feature } from "../../platform/feature";
import { registerStoreBackofficeRoutes } from "./store.backoffice.routes";
import { registerStoreRoutes } from "./store.routes";

/**
 * What each brand sells (issue #14, decision 046): coin packages and promo offers with their availability
 * per player, link offers, the welcome pack and flip-the-coin, edited in the back office's content module.
 */
export const storeFeature: Feature = {
  name: "store",
  register(app, context) {
    registerStoreRoutes(app, context);
    registerStoreBackofficeRoutes(app, context);
  },
};

/** For app init and the home: the brand's popup presets and quick-buy packages, from memory. */
export { presetPackagesOf, quickBuyPackagesOf, STORE_TOPIC } from "./store.catalogue.service";
/** For payments (which imports the store, never the reverse): pricing an order and recording its purchase. */
export {
  depositsCountOf,
  type PresetQuote,
  quotePresetForOrder,
  recordPresetPurchase,
} from "./store.orders.service";
/** For promotions: offer cards show their promo offer as the player sees it, and editors name offers on sale. */
export { isPromoOfferOnSale, promoOffersFor, type StoreReads } from "./store.service";
