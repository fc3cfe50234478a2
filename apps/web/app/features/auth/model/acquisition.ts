import type { ReferralCodes } from "../../../lib/cookies";
import { acquisitionFromQuery } from "./auth-query";

/**
 * Everything a sign-up reports about where the player came from: sources from the query, referral codes
 * from the cookies (spec §2), falling back to the query when the cookies could not be written.
 */
export function signUpAcquisition(search: string, stored: ReferralCodes, fromQuery: ReferralCodes) {
  return {
    ...acquisitionFromQuery(search),
    invitedBy: stored.invitedBy ?? fromQuery.invitedBy ?? undefined,
    refcode: stored.refcode ?? fromQuery.refcode ?? undefined,
  };
}
