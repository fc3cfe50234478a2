import { playerRoundsRoute } from "@casino/contracts/client";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { PLAYER_QUERY_KEYS } from "../../lib/query";

/** Rounds per page of the history. */
export const ROUNDS_PAGE_SIZE = 20;

/** One page of the player's rounds, newest first; every spin adds one, so it is never fresh for long. */
export const roundsQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...PLAYER_QUERY_KEYS.rounds, page],
    queryFn: () =>
      api.call(playerRoundsRoute, {
        query: { limit: ROUNDS_PAGE_SIZE, offset: (page - 1) * ROUNDS_PAGE_SIZE },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
