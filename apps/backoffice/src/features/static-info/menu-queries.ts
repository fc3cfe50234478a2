import type { BrandId } from "@casino/contracts/brands";
import { type BackofficeMenuItem, listMenuItemsEndpoint } from "@casino/contracts/static-info";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const menuItemsKey = (brandId: BrandId) => ["backoffice", "content", "menu-items", brandId] as const;

export function useMenuItems(brandId: BrandId) {
  const api = useApi();
  return useQuery({
    queryKey: menuItemsKey(brandId),
    queryFn: async () => (await api.call(listMenuItemsEndpoint, { params: { brandId } })).items,
  });
}

/** Puts the server's answer for one item into the list (after it answered, never before). */
export function storeMenuItem(queryClient: QueryClient, brandId: BrandId, item: BackofficeMenuItem) {
  queryClient.setQueryData<BackofficeMenuItem[]>(menuItemsKey(brandId), (list = []) =>
    list.some((each) => each.id === item.id)
      ? list.map((each) => (each.id === item.id ? item : each))
      : [...list, item],
  );
}
