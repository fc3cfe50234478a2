export * from "./cookie-consent";
export * from "./device-info";
export * from "./number-format";
export * from "./prefetch-policy";
