import type { Database } from "@casino/db";

/**
 * The database with a count of the statements asked of it: every raw query, every use of the query
 * builder and every transaction counts one.
 */
export function countingDatabase(db: Database) {
  let count = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "query" || property === "orm" || property === "transaction") count += 1;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db: counted,
    /** Statements asked for since the last reset. */
    count: () => count,
    reset() {
      count = 0;
    },
  };
}
