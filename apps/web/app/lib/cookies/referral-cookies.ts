import { REFERRAL_COOKIE_MAX_AGE_SECONDS, REFERRAL_COOKIES } from "@casino/contracts/client";
import { readCookie, removeCookie, writeCookie } from "./browser-cookies";

/** The referral codes a visitor arrived with (spec §2 query `invited_by`, `refcode`). */
export interface ReferralCodes {
  invitedBy: string | null;
  refcode: string | null;
}

const MAX_CODE_LENGTH = 64;

function clean(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed && trimmed.length <= MAX_CODE_LENGTH ? trimmed : null;
}

/** Codes present in a query string; values the sign-up contract would refuse are ignored. */
export function referralCodesFromQuery(search: string): ReferralCodes {
  const params = new URLSearchParams(search);
  return { invitedBy: clean(params.get("invited_by")), refcode: clean(params.get("refcode")) };
}

/** Stores codes from the query in cookies for 365 days (path /, SameSite lax); a missing one keeps its cookie. */
export function storeReferralCodes(codes: ReferralCodes): void {
  if (codes.invitedBy)
    writeCookie(REFERRAL_COOKIES.invitedBy, codes.invitedBy, REFERRAL_COOKIE_MAX_AGE_SECONDS);
  if (codes.refcode) writeCookie(REFERRAL_COOKIES.refcode, codes.refcode, REFERRAL_COOKIE_MAX_AGE_SECONDS);
}

/** The stored codes, read from `document.cookie`. */
export function readReferralCodes(cookieHeader: string = document.cookie): ReferralCodes {
  return {
    invitedBy: clean(readCookie(cookieHeader, REFERRAL_COOKIES.invitedBy)),
    refcode: clean(readCookie(cookieHeader, REFERRAL_COOKIES.refcode)),
  };
}

/** Forgets the invite code only: the server did not know it (spec §5). */
export function removeInviteCode(): void {
  removeCookie(REFERRAL_COOKIES.invitedBy);
}

/** Forgets both codes, as signing out does (spec §4). */
export function clearReferralCodes(): void {
  removeCookie(REFERRAL_COOKIES.invitedBy);
  removeCookie(REFERRAL_COOKIES.refcode);
}
