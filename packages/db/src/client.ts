import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: embedded PGlite in a folder (or memory), or a real PostgreSQL. */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null }
  | { kind: "pg"; url: string; poolSize?: number };

/** How a raw statement is sent. */
export interface QueryOptions {
  /**
   * Prepares the statement under this name on each connection (PostgreSQL parses and plans it once per
   * connection instead of at every call): for the few statements of a hot path, each with a name of its
   * own. PGlite, in process, ignores it.
   */
  prepareAs?: string;
}

/** What a repo runs its SQL on: the whole database, or one open transaction of it. */
export interface Executor {
  readonly orm: Orm;
  /** Raw parameterised SQL for hot paths (ARCHITECTURE D21); only repos call it. */
  query<Row extends Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface Database extends Executor {
  readonly kind: DatabaseTarget["kind"];
  /**
   * Runs `work` in one database transaction (READ COMMITTED): committed when it resolves, rolled back
   * when it throws. Services own transactions; repos receive the executor and never open their own.
   */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Fails when the database cannot answer; `/readyz` relies on it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "pglite") return openPglite(target.dataDir);
  return openPg(target.url, target.poolSize ?? 10);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return wrapPglite(client);
}

/** A ready PGlite client as a `Database`; tests use it for clients loaded from a dump. */
export function wrapPglite(client: PGlite): Database {
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "pglite",
    orm,
    async query(text, params) {
      const result = await client.query(text, params);
      return result.rows as never;
    },
    transaction(work) {
      // PGlite has one connection and queues other queries until the transaction ends.
      let txOrm: Orm | null = null;
      return client.transaction((tx) =>
        work({
          // Built on first use: hot paths use raw SQL only and should not pay for an ORM per transaction.
          get orm() {
            txOrm ??= drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Orm;
            return txOrm;
          },
          async query(text, params) {
            const result = await tx.query(text, params);
            return result.rows as never;
          },
        }),
      );
    },
    async ping() {
      if (closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** node-postgres's query config: a named statement is prepared once per connection. */
const pgQuery = (text: string, values: unknown[] | undefined, options: QueryOptions | undefined) =>
  options?.prepareAs ? { name: options.prepareAs, text, values } : { text, values };

async function openPg(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process; `/readyz` reports it.
  pool.on("error", () => {});
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "pg",
    orm,
    async query(text, params, options) {
      const result = await pool.query(pgQuery(text, params, options));
      return result.rows;
    },
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query("BEGIN");
        let txOrm: Orm | null = null;
        const result = await work({
          // Built on first use: hot paths use raw SQL only and should not pay for an ORM per transaction.
          get orm() {
            txOrm ??= drizzlePg(connection, { schema }) as unknown as Orm;
            return txOrm;
          },
          async query(text, params, options) {
            return (await connection.query(pgQuery(text, params, options))).rows;
          },
        });
        await connection.query("COMMIT");
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    async ping() {
      if (closed) throw new Error("database is closed");
      await pool.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Network errors of the driver's socket: the server is down, unknown, or the link broke. */
const NETWORK_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** SQLSTATEs of a server that cannot take us now: shutting down, crash recovery, out of connections. */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What the drivers say, without a code, when no connection can be had (pool timeout, closed client). */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /PGlite is closed/i,
];

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current;
    const { errors } = current as { errors?: unknown };
    // Node reports a refused "localhost" (tried on ::1 and 127.0.0.1) as an AggregateError.
    if (Array.isArray(errors)) for (const inner of errors) yield* causes(inner);
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Whether an error means the database cannot be reached right now (so a retry later may work), as
 * opposed to a bad query: the one place that knows each driver's ways of saying so.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === "string" ? cause.code : "";
    if (NETWORK_ERRORS.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof cause.message === "string" ? cause.message : "";
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** The innermost driver message of an error (e.g. `connect ECONNREFUSED 127.0.0.1:5432`), for one log line. */
export function databaseErrorMessage(error: unknown): string {
  let message = "";
  for (const cause of causes(error)) {
    if (typeof cause.message === "string" && cause.message) message = cause.message;
    else if (!message && typeof cause.code === "string") message = cause.code;
  }
  return message || String(error);
}

/** A database URL safe to print: no user, password or query (which may carry one). */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const credentials = parsed.username || parsed.password ? "…@" : "";
    return `${parsed.protocol}//${credentials}${parsed.host}${parsed.pathname}`;
  } catch {
    return "(a DATABASE_URL that is not a valid URL)";
  }
}
