import type { BrandId } from "@casino/contracts/brands";
import {
  listPurchaseOrdersEndpoint,
  type PurchaseOrderStatus,
  purchaseOrderEndpoint,
} from "@casino/contracts/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const ORDERS_KEY = ["backoffice", "payments", "orders"] as const;
export const orderKey = (id: string) => [...ORDERS_KEY, "detail", id] as const;

export interface OrderSearch {
  status?: PurchaseOrderStatus | undefined;
  brandId?: BrandId | undefined;
  playerId?: string | undefined;
  q?: string | undefined;
  /** ISO instants: `from` included, `to` excluded. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** A page of orders, newest first; without `enabled` (a filter the screen refused) nothing is asked. */
export function useOrders(search: OrderSearch, enabled: boolean) {
  const api = useApi();
  const query = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
  return useQuery({
    queryKey: [...ORDERS_KEY, "list", query],
    queryFn: () => api.call(listPurchaseOrdersEndpoint, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One order with its append-only history. */
export function useOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => api.call(purchaseOrderEndpoint, { params: { id } }),
    retry: false,
  });
}
