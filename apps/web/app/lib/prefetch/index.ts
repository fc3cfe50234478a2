export { AppLink } from "./app-link";
export { currentConnection } from "./connection";
export { CurrentPageLink } from "./current-page-link";
export { StartupPrefetch } from "./startup-prefetch";
