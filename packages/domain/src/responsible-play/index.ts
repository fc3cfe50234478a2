export * from "./blocks";
export * from "./limits";
