export { AppLink } from "./app-link";
export { currentConnection } from "./connection";
export { StartupPrefetch } from "./startup-prefetch";
