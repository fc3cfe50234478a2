export type { Clock } from "./clock";
export * from "./cookie-consent";
export * from "./countdown";
export * from "./device-info";
export * from "./input-mask";
export * from "./ledger";
export * from "./number-format";
export * from "./prefetch-policy";
export * from "./url-rules";
