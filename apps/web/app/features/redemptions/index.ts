// Redeeming winnings in the web app (issue #14 item 6): the redeem page the cash box composition shows
// (`#/cash/redeem/`), the menu's "Redeem" (the default layout's menu footer) and the live follower
// (root/live-followers.ts).
export { RedeemLink } from "./components/redeem-link";
export { RedeemPage } from "./components/redeem-page";
export { followRedemptions } from "./live/follow-redemptions";
