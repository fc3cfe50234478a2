import type { BrandId } from "@casino/contracts/brands";
import {
  listRedemptionSettingsEndpoint,
  listRedemptionsEndpoint,
  type RedemptionStatus,
  redemptionDetailEndpoint,
} from "@casino/contracts/redemptions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const REDEMPTIONS_KEY = ["backoffice", "redemptions"] as const;
export const redemptionKey = (id: string) => [...REDEMPTIONS_KEY, "detail", id] as const;
export const SETTINGS_KEY = [...REDEMPTIONS_KEY, "settings"] as const;

/** A page of the queue, oldest first. */
export function useRedemptionQueue(input: {
  status: RedemptionStatus | undefined;
  brandId: BrandId | undefined;
  page: number;
  pageSize: number;
}) {
  const api = useApi();
  const query = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return useQuery({
    queryKey: [...REDEMPTIONS_KEY, "list", query],
    queryFn: () => api.call(listRedemptionsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One redemption with its history and the player's summary. */
export function useRedemption(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: redemptionKey(id),
    queryFn: () => api.call(redemptionDetailEndpoint, { params: { id } }),
    retry: false,
  });
}

export function useRedemptionSettings() {
  const api = useApi();
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await api.call(listRedemptionSettingsEndpoint)).settings,
  });
}
