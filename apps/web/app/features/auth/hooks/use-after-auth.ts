import type { AuthResult } from "@casino/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { browserApi } from "../../../lib/api";
import { playerActionSearch } from "../../../lib/guest-guard";
import { PLAYER_QUERY_KEYS, queries } from "../../../lib/query";
import { playerHomePath, useBrand } from "../../../lib/session";

/**
 * What follows a successful sign-up or sign-in: app init is loaded again (the visitor is a player now),
 * whatever was cached for the guest is dropped, and the player goes to the lobby (or home), or straight to
 * the registration-complete page on brands that have one while registration is unfinished (spec §5). An offer
 * link a guest followed to sign up (`?promoOffer=`, `?promoOfferSet=`) goes along, to be used there.
 */
export function useAfterAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const { search } = useLocation();
  return useCallback(
    async (result: AuthResult) => {
      await queryClient.fetchQuery({ ...queries.appInit(browserApi), staleTime: 0 });
      queryClient.removeQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== PLAYER_QUERY_KEYS.appInit[0] && queryKey[0] !== "static-info",
      });
      const mustComplete = !result.registrationComplete && brand.flags.hasRegCompletePage;
      const path = mustComplete ? "/registration-complete/" : playerHomePath(brand);
      await navigate(`${path}${playerActionSearch(search)}`, { replace: true });
    },
    [queryClient, navigate, brand, search],
  );
}
