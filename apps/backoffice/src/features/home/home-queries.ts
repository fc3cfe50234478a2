import type { BrandId } from "@casino/contracts/brands";
import {
  type BackofficeBanner,
  contentPreviewEndpoint,
  listBannersEndpoint,
  listHomeRowsEndpoint,
} from "@casino/contracts/home";
import type { Locale } from "@casino/contracts/locales";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const bannersKey = (brandId: BrandId) => ["backoffice", "content", "banners", brandId] as const;
export const homeRowsKey = (brandId: BrandId) => ["backoffice", "content", "home-rows", brandId] as const;
export const PREVIEW_KEY = ["backoffice", "content", "preview"] as const;

export function useBanners(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: bannersKey(brandId),
    queryFn: async () => (await api.call(listBannersEndpoint, { params: { brandId } })).banners,
  });
}

export function useHomeRows(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: homeRowsKey(brandId),
    queryFn: async () => (await api.call(listHomeRowsEndpoint, { params: { brandId } })).rows,
  });
}

export function usePreview(brandId: BrandId, locale: Locale, audience: "guest" | "player") {
  const api = useApi();
  return useQuery({
    queryKey: [...PREVIEW_KEY, brandId, locale, audience],
    queryFn: () => api.call(contentPreviewEndpoint, { params: { brandId }, query: { locale, audience } }),
  });
}

/** After the server confirmed a change: the banner in the list, and the preview asked again. */
export function storeBanner(queryClient: QueryClient, brandId: BrandId, banner: BackofficeBanner) {
  queryClient.setQueryData<BackofficeBanner[]>(bannersKey(brandId), (list = []) =>
    list.some((each) => each.slug === banner.slug)
      ? list.map((each) => (each.slug === banner.slug ? banner : each))
      : [...list, banner],
  );
  void queryClient.invalidateQueries({ queryKey: PREVIEW_KEY });
}
