import type { BrandId } from "@casino/contracts/brands";
import { backofficePlayerRoundsEndpoint } from "@casino/contracts/game-rounds";
import {
  type AccountStatus,
  playerDetailEndpoint,
  playerNotesEndpoint,
  playerSessionsEndpoint,
  playerSignInsEndpoint,
  playerTransactionsEndpoint,
  searchPlayersEndpoint,
} from "@casino/contracts/player";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api";

export const PLAYERS_KEY = ["backoffice", "players"] as const;
export const playerKey = (id: string) => [...PLAYERS_KEY, id] as const;

export interface PlayerSearchInput {
  q: string;
  brand: BrandId | undefined;
  status: AccountStatus | undefined;
  sort: "createdAt" | "email";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

/** A page of the search, from the server (which sorts, filters and pages); the last page shows meanwhile. */
export function useSearchPlayers(input: PlayerSearchInput) {
  const api = useApi();
  return useQuery({
    queryKey: [...PLAYERS_KEY, "search", input],
    queryFn: () =>
      api.call(searchPlayersEndpoint, {
        query: {
          ...(input.q.trim() ? { q: input.q.trim() } : {}),
          ...(input.brand ? { brand: input.brand } : {}),
          ...(input.status ? { status: input.status } : {}),
          sort: input.sort,
          order: input.order,
          page: input.page,
          pageSize: input.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: playerKey(id),
    queryFn: () => api.call(playerDetailEndpoint, { params: { id } }),
  });
}

type Paged = { page: number; pageSize: number };

export function usePlayerTransactions(id: string, page: Paged) {
  const api = useApi();
  return useQuery({
    queryKey: [...playerKey(id), "transactions", page],
    queryFn: () => api.call(playerTransactionsEndpoint, { params: { id }, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerRounds(id: string, page: Paged) {
  const api = useApi();
  return useQuery({
    queryKey: [...playerKey(id), "rounds", page],
    queryFn: () => api.call(backofficePlayerRoundsEndpoint, { params: { id }, query: page }),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerSignIns(id: string, page: Paged) {
  const api = useApi();
  return useQuery({
    queryKey: [...playerKey(id), "sign-ins", page],
    queryFn: () => api.call(playerSignInsEndpoint, { params: { id }, query: page }),
    placeholderData: keepPreviousData,
  });
}

export const sessionsKey = (id: string) => [...playerKey(id), "sessions"] as const;

export function usePlayerSessions(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: sessionsKey(id),
    queryFn: async () => (await api.call(playerSessionsEndpoint, { params: { id } })).sessions,
  });
}

export const notesKey = (id: string) => [...playerKey(id), "notes"] as const;

export function usePlayerNotes(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: notesKey(id),
    queryFn: async () => (await api.call(playerNotesEndpoint, { params: { id } })).notes,
  });
}
