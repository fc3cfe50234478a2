export { BalanceSwitcher } from "./components/balance-switcher";
export { LiveBalance } from "./components/live-balance";
