export * from "./client";
export * from "./migrate";
export type { RawRow } from "./raw-row";
export type { LegalSection, LocalizedText } from "./schema";
export * as schema from "./schema";
export { seedDatabase } from "./seed";
