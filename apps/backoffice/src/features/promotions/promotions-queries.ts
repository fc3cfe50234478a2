import type { BrandId } from "@casino/contracts/brands";
import type { Locale } from "@casino/contracts/locales";
import { listPromotionsEndpoint, previewPromotionsEndpoint } from "@casino/contracts/promotions";
import { listStorePresetsEndpoint } from "@casino/contracts/store.backoffice";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

/** Everything this screen reads lives under this key, so an edit refreshes the list and the preview. */
export const PROMOTIONS_KEY = ["backoffice", "content", "promotions"] as const;

export function usePromotions(brandId: BrandId, locale: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, "list", brandId, locale],
    queryFn: async () =>
      (await api.call(listPromotionsEndpoint, { params: { brandId }, query: { locale } })).promotions,
  });
}

export function usePromotionsPreview(brandId: BrandId, locale: Locale) {
  const api = useApi();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, "preview", brandId, locale],
    queryFn: async () =>
      (await api.call(previewPromotionsEndpoint, { params: { brandId }, query: { locale } })).promotions,
  });
}

/** The brand's promo offers on sale, which an offer promotion may sell. */
export function usePromoOffers(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, "promo-offers", brandId],
    queryFn: async () =>
      (await api.call(listStorePresetsEndpoint, { params: { brandId } })).presets.filter(
        (preset) => preset.kind === "promoOffer" && preset.isActive,
      ),
  });
}
