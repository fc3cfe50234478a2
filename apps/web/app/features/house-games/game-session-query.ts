import { houseGameSessionRoute } from "@casino/contracts/client";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";

/** The game session behind the page's token: game, engine, stakes, balance and fairness commitment. */
export const gameSessionQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ["house-game-session", token],
    queryFn: () => api.call(houseGameSessionRoute, { query: { token } }),
    // The page keeps the balance itself from every spin's answer; the session is read once.
    staleTime: Number.POSITIVE_INFINITY,
  });
