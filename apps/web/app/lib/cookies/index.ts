export { readCookie, removeCookie, writeCookie } from "./browser-cookies";
export {
  clearReferralCodes,
  type ReferralCodes,
  readReferralCodes,
  referralCodesFromQuery,
  removeInviteCode,
  storeReferralCodes,
} from "./referral-cookies";
