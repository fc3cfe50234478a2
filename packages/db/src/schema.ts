/** Every table, one file per area; drizzle-kit reads this module to generate migrations. */
export * from "./schema/audit-log";
export * from "./schema/auth";
export * from "./schema/balance-adjustments";
export * from "./schema/content";
export * from "./schema/email";
export * from "./schema/games";
export * from "./schema/home";
export * from "./schema/ledger";
export * from "./schema/notifications";
export * from "./schema/operators";
export * from "./schema/outbox";
export * from "./schema/players";
export * from "./schema/push";
export * from "./schema/support-chat";
export * from "./schema/web-push";
