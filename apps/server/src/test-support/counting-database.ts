import type { Database } from "@casino/db";

/**
 * The database with a count of the statements asked of it: every raw query, every use of the query
 * builder and every transaction counts one.
 */
export function countingDatabase(db: Database) {
  let count = 0;
  const rawQueries: string[] = [];
  const query: Database["query"] = (text, params) => {
    rawQueries.push(text);
    return db.query(text, params);
  };
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "query" || property === "orm" || property === "transaction") count += 1;
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db: counted,
    /** Statements asked for since the last reset. */
    count: () => count,
    /** The raw SQL asked for since the last reset (query-builder statements are only counted). */
    rawQueries: () => [...rawQueries],
    reset() {
      count = 0;
      rawQueries.length = 0;
    },
  };
}
