import { termsStatusRoute } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback } from "react";
import { browserApi } from "../../../lib/api";
import { BackgroundPart } from "../../../lib/chunk-reload";
import { useIsModalAllowed } from "../../../lib/modal-policy";
import { useAppInitFact } from "../../../lib/session";
import { termsStatusQueryKey } from "../terms-status-query";

const TermsDialog = lazy(() => import("./terms-dialog"));

/**
 * Mounted once in the root's after-hydration parts. For a signed-in player it asks whether they accepted
 * the current terms and, only when not, loads the terms dialog (spec §2: on the first visit after a terms
 * version change). The terms dialog is the one modal allowed on the geoblock page.
 */
export function TermsCheck() {
  const isAllowed = useIsModalAllowed("terms");
  const playerId = useAppInitFact(
    useCallback((appInit) => (appInit && !appInit.isGuest ? appInit.playerInfo.id : null), []),
  );
  const { data } = useQuery({
    queryKey: termsStatusQueryKey(playerId ?? ""),
    queryFn: async () => (await browserApi.call(termsStatusRoute)).data,
    enabled: playerId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!isAllowed || playerId === null || !data || data.hasAccepted) return null;
  return (
    <BackgroundPart name="terms dialog">
      <Suspense fallback={null}>
        <TermsDialog playerId={playerId} status={data} />
      </Suspense>
    </BackgroundPart>
  );
}
