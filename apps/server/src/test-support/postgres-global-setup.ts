import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase } from "@casino/db";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { adminUrl, databaseUrl } from "./postgres-urls";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * One migrated template database per test run; each test file copies it (CREATE DATABASE … TEMPLATE),
 * so files never see each other's rows. Everything this run created is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const template = `casino_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const db = await openDatabase({ kind: "pg", url: databaseUrl(template), poolSize: 1 });
  await migrateDatabase(db);
  await db.close();
  project.provide("postgresTemplate", template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`casino_%${runId}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
