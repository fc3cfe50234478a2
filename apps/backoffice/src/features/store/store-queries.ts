import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficePreset,
  listPromoOfferBundlesEndpoint,
  listPromoOfferSetsEndpoint,
  listStorePresetsEndpoint,
} from "@casino/contracts/store.backoffice";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const STORE_KEY = ["backoffice", "store"] as const;
export const presetsKey = (brandId: BrandId) => [...STORE_KEY, brandId, "presets"] as const;
export const bundlesKey = (brandId: BrandId) => [...STORE_KEY, brandId, "bundles"] as const;
export const flipSetsKey = (brandId: BrandId) => [...STORE_KEY, brandId, "flip-sets"] as const;

/** Every package and promo offer of the brand, inactive ones included, in the server's order. */
export function usePresets(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: presetsKey(brandId),
    queryFn: async () => (await api.call(listStorePresetsEndpoint, { params: { brandId } })).presets,
  });
}

export function useBundles(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: bundlesKey(brandId),
    queryFn: async () => (await api.call(listPromoOfferBundlesEndpoint, { params: { brandId } })).bundles,
  });
}

export function useFlipSets(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: flipSetsKey(brandId),
    queryFn: async () => (await api.call(listPromoOfferSetsEndpoint, { params: { brandId } })).sets,
  });
}

/**
 * Puts the server's answer for one preset into the brand's cached list (pessimistic: after the answer); the
 * caller refetches the list too, since a new order may move it.
 */
export function storePreset(queryClient: QueryClient, saved: BackofficePreset) {
  queryClient.setQueryData<BackofficePreset[]>(presetsKey(saved.brandId), (list) => {
    if (!list) return list;
    return list.some((each) => each.id === saved.id)
      ? list.map((each) => (each.id === saved.id ? saved : each))
      : [...list, saved];
  });
}

/** "#12 Starter pack" — how an operator tells presets apart in pickers. */
export const presetName = (preset: Pick<BackofficePreset, "id" | "title">) => `#${preset.id} ${preset.title}`;
