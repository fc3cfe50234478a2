import { checkRewardsRoute } from "@casino/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, browserApi } from "../../../lib/api";
import { removeInviteCode } from "../../../lib/cookies";

/** What the invite code gives the invited friend (spec §7 `/rest/rewards/check-rewards/`). */
export function inviteCheckQuery(code: string) {
  return {
    queryKey: ["check-rewards", code] as const,
    queryFn: () => browserApi.call(checkRewardsRoute, { query: { invited_by: code } }),
    staleTime: 10 * 60_000,
  };
}

/**
 * Checks an invite code; an unknown one (`REFERRAL_CODE_NOT_FOUND`, spec §5) is forgotten: its cookie is
 * removed so sign-up does not send it.
 */
export function useInviteCheck(code: string | null) {
  const query = useQuery({ ...inviteCheckQuery(code ?? ""), enabled: code !== null });
  const isUnknown = query.error instanceof ApiError && query.error.code === "REFERRAL_CODE_NOT_FOUND";
  useEffect(() => {
    if (isUnknown && code !== null) removeInviteCode();
  }, [isUnknown, code]);
  return { offer: query.data ?? null, isUnknown };
}
