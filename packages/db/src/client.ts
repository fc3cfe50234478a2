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

export interface Database {
  readonly kind: DatabaseTarget["kind"];
  readonly orm: Orm;
  /** Raw parameterised SQL for hot paths (ARCHITECTURE D21); only repos call it. */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
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
  const orm = drizzlePglite(client, { schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "pglite",
    orm,
    async query(text, params) {
      const result = await client.query(text, params);
      return result.rows as never;
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

async function openPg(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process; `/readyz` reports it.
  pool.on("error", () => {});
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: "pg",
    orm,
    async query(text, params) {
      const result = await pool.query(text, params);
      return result.rows;
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
