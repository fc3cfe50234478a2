/** The snake_case name of a camelCase column key: `providerRoundId` → `provider_round_id`. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** How hand-written SQL hands a column back: bigints cast `::text` (drivers differ), timestamps as either. */
type RawValue<V> = V extends bigint ? string : V extends Date ? Date | string : V;

/**
 * A row of hand-written SQL on a hot path (ARCHITECTURE D21), derived from the Drizzle schema instead of
 * typed by hand: pick the columns a query selects from `typeof table.$inferSelect`, and a renamed or
 * retyped column fails to compile where the SQL reads it.
 */
export type RawRow<Row> = { [K in keyof Row & string as SnakeCase<K>]: RawValue<Row[K]> };
