import {
  availableSetsRoute,
  cashPresetRoute,
  checkPromoOfferBundleRoute,
  flipTheCoinRoute,
  promoOfferBundlesRoute,
  subscribePromoOfferRoute,
} from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** Every store query starts with this key. */
export const STORE_KEY = ["store"] as const;

/**
 * What the store shows depends on the player's purchases, balance and the time of day (the server's
 * availability), so each opening of the cash box asks again rather than showing the last answer.
 */
const FRESH = { staleTime: 0 } as const;

/** The deposit page's packages and promo offers, each with whether the player can buy it now. */
export const availableSetsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...STORE_KEY, "available-sets"],
    queryFn: () => api.call(availableSetsRoute),
    ...FRESH,
  });

/** One package or promo offer, for the deep links of the cash box. */
export const cashPresetQuery = (api: ApiClient, presetId: number) =>
  queryOptions({
    queryKey: [...STORE_KEY, "preset", presetId],
    queryFn: () => api.call(cashPresetRoute, { params: { id: String(presetId) } }),
    ...FRESH,
  });

/** The welcome pack and any other promo offer bundle of the brand. */
export const promoOfferBundlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...STORE_KEY, "bundles"],
    queryFn: () => api.call(promoOfferBundlesRoute),
    ...FRESH,
  });

export const checkPromoOfferBundle = (api: ApiClient, promoOfferBundleId: number, promoOfferId: number) =>
  api.call(checkPromoOfferBundleRoute, { body: { promoOfferBundleId, promoOfferId } });

export const subscribePromoOffer = (api: ApiClient, urlHash: string) =>
  api.call(subscribePromoOfferRoute, { body: { urlHash } });

export const flipTheCoin = (api: ApiClient, promoOfferSet: string) =>
  api.call(flipTheCoinRoute, { query: { promoOfferSet } });
