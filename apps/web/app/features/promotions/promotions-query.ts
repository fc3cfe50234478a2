import type { Locale } from "@casino/contracts";
import { promotionsPageRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** Every promotions query starts with this key. */
export const PROMOTIONS_KEY = ["promotions-page"] as const;

/**
 * The brand's promotions as this visitor sees them: keyed by locale and by who is asking, so a sign-in,
 * sign-out or language change in this tab never shows another visitor's availability.
 */
export const promotionsQuery = (api: ApiClient, locale: Locale, viewer: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, locale, viewer],
    queryFn: () => api.call(promotionsPageRoute),
  });

/** The viewer part of the key: the player's login, or `guest`. */
export const viewerKeyOf = (login: string | null | undefined) => (login ? `player:${login}` : "guest");
