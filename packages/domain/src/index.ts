export * from "./auth";
export type { Clock } from "./clock";
export * from "./house-games";
export * from "./ledger";
export * from "./profile";
export * from "./url-rules";
