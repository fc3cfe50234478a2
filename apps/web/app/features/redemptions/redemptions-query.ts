import type { PayoutDetails, RedeemMethod } from "@casino/contracts";
import { cancelRedemptionRoute, redeemRoute, requestRedemptionRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** Every query of the redeem flow starts with this key; its live follower refreshes them all. */
export const REDEMPTIONS_KEY = ["redemptions"] as const;

/**
 * The redeem page's data: whether the player may redeem now, winnings, the redeemable part, the minimum,
 * the playthrough still to go, the payout methods and the player's latest requests. Keyed by who asks,
 * so a sign-out and sign-in in this tab never shows the previous player's requests.
 */
export const redeemQuery = (api: ApiClient, playerId: string) =>
  queryOptions({
    queryKey: [...REDEMPTIONS_KEY, "page", playerId],
    queryFn: () => api.call(redeemRoute),
    // Winnings move with every spin: the page always asks again when it opens.
    staleTime: 0,
  });

export interface RedemptionRequest {
  /** Winnings in major units, at most 2 decimals (the contract's JSON number). */
  amount: number;
  method: RedeemMethod;
  /** The request's idempotency key: a double submit requests once. */
  requestKey: string;
  payoutDetails: PayoutDetails;
}

export const requestRedemption = (api: ApiClient, body: RedemptionRequest) =>
  api.call(requestRedemptionRoute, { body });

export const cancelRedemption = (api: ApiClient, id: string) =>
  api.call(cancelRedemptionRoute, { params: { id } });
