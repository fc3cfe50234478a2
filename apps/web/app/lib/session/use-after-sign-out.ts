import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../api";
import { clearReferralCodes } from "../cookies";
import { PLAYER_QUERY_KEYS, queries } from "../query";

/** Spec §4: static info is loaded again this long after signing out. */
export const STATIC_INFO_RELOAD_DELAY_MS = 5_000;

/**
 * What the page does once the server has ended the session (spec §4), whichever way it ended (log out,
 * sign out everywhere): the referral and invite codes and every cached piece of the player (profile,
 * balances) are dropped, app init is reloaded as a guest, the visitor goes home, and the static info is
 * reloaded after 5 s.
 */
export function useAfterSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearReferralCodes();
    // The guest flag first: pages that load the player's data stop asking for it (it would only be
    // refused now) before that data is dropped.
    await queryClient.fetchQuery({ ...queries.appInit(browserApi), staleTime: 0 });
    queryClient.removeQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] !== PLAYER_QUERY_KEYS.appInit[0] && queryKey[0] !== "static-info",
    });
    await navigate("/", { replace: true });
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ["static-info"] });
    }, STATIC_INFO_RELOAD_DELAY_MS);
  }, [queryClient, navigate]);
}
