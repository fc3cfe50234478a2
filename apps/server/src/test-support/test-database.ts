import { randomBytes } from "node:crypto";
import { type Database, openDatabase, seedDatabase } from "@casino/db";
import pg from "pg";
import { inject } from "vitest";
import { openPgliteFromTemplate } from "./pglite-template";
import { adminUrl, databaseUrl } from "./postgres-urls";

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite loaded from a dump made
 * once (see pglite-template.ts), or a copy of the run's PostgreSQL template when the `server-postgres`
 * project runs (TEST_DB=pg).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "pg") return openPgliteFromTemplate();
  return (await createPostgresTestDatabase()).db;
}

/** A copy of the run's PostgreSQL template, and its URL for server processes to share (TEST_DB=pg only). */
export async function createPostgresTestDatabase(): Promise<{ db: Database; url: string }> {
  const template = inject("postgresTemplate");
  const name = `${template.replace("casino_tpl_", "casino_t_")}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const db = await openDatabase({ kind: "pg", url, poolSize: 5 });
  await seedDatabase(db);
  return { db, url };
}
