export { ReferralCapture } from "./components/referral-capture";
export { ReferralOffer } from "./components/referral-offer";
