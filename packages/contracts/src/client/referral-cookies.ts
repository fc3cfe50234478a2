/** Referral capture (spec §2, §9): query values kept in cookies for 365 days and applied at sign-up. */
export const REFERRAL_COOKIES = { invitedBy: "invited_by", refcode: "refcode" } as const;
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
