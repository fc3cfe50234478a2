import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { referralCodesFromQuery, storeReferralCodes } from "../../../lib/cookies";
import { useInviteCheck } from "../hooks/use-invite-check";

/**
 * On any page, `invited_by` and `refcode` from the query are kept in cookies for 365 days (spec §2, §9)
 * and sent at sign-up; an invite code is checked with the server at once, and one the server does not
 * know is not stored again while it stays in the address.
 */
export function ReferralCapture() {
  const { search } = useLocation();
  const [inviteCode, setInviteCode] = useState<string | null>(null);
  const { isUnknown } = useInviteCheck(inviteCode);
  useEffect(() => {
    const codes = referralCodesFromQuery(search);
    const isKnownBad = isUnknown && codes.invitedBy === inviteCode;
    storeReferralCodes({ refcode: codes.refcode, invitedBy: isKnownBad ? null : codes.invitedBy });
    if (codes.invitedBy) setInviteCode(codes.invitedBy);
  }, [search, isUnknown, inviteCode]);
  return null;
}
