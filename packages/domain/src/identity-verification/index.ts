export * from "./identity-status";
