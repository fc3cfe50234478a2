import type { PaymentMethodId } from "@casino/contracts";
import {
  createOrderRoute,
  orderRoute,
  paymentMethodsRoute,
  refreshOrderStatusRoute,
} from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** Every query of the payments feature starts with this key. */
export const PAYMENTS_KEY = ["payments"] as const;

export const PAYMENTS_KEYS = {
  methods: [...PAYMENTS_KEY, "methods"],
  order: (orderId: string) => [...PAYMENTS_KEY, "order", orderId],
} as const;

/** The ways to pay the provider offers; the same for a whole visit, so they are loaded once. */
export const paymentMethodsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: PAYMENTS_KEYS.methods,
    queryFn: () => api.call(paymentMethodsRoute),
    staleTime: 5 * 60_000,
  });

/** One of the player's orders as it stands now: polled while its payment is open, so never kept fresh. */
export const orderQuery = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: PAYMENTS_KEYS.order(orderId),
    queryFn: async () => (await api.call(orderRoute, { params: { id: orderId } })).order,
    staleTime: 0,
  });

export interface OrderRequest {
  presetId: number;
  offerType: "preset" | "promoOffer";
  methodId: PaymentMethodId;
  /** The attempt's idempotency key: the same key never opens a second payment. */
  orderKey: string;
}

export const createOrder = (api: ApiClient, body: OrderRequest) => api.call(createOrderRoute, { body });

/** Spec §4 status refresh: the server asks the provider and applies its answer to the order. */
export const refreshOrderStatus = async (api: ApiClient, orderId: string) =>
  (await api.call(refreshOrderStatusRoute, { params: { id: orderId } })).order;
