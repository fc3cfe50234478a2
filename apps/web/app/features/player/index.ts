export { BalanceSwitcher } from "./components/balance-switcher";
