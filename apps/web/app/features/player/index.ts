export { BalanceSwitcher } from "./components/balance-switcher";
/** Its live follower (root/live-followers.ts, loaded after hydration). */
export { followLiveBalance } from "./live/follow-live-balance";
