import type { AddressInfo } from "node:net";
import { type Database, migrateDatabase, openDatabase, seedDatabase } from "@casino/db";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../../apps/server/src/app";
import { readBuildInfo } from "../../apps/server/src/platform/build-info";
import { systemClock } from "../../apps/server/src/platform/clock";
import { type Env, parseEnv } from "../../apps/server/src/platform/env";
import { createOutboxRelay } from "../../apps/server/src/platform/outbox";
import { ensureWebBuild, WEB_BUILD_DIR } from "./web-build";

export interface RunningServer {
  app: FastifyInstance;
  env: Env;
  /** The server's own database, for a benchmark's setup and checks. */
  db: Database;
  /** Origin on 127.0.0.1 and an ephemeral port, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  close(): Promise<void>;
}

/** Runs `use`, then closes `resource` whether it succeeded or not: a benchmark leaves no server behind. */
export async function closing<T>(resource: { close(): PromiseLike<unknown> }, use: () => Promise<T>) {
  try {
    return await use();
  } finally {
    await resource.close();
  }
}

/** Listens on 127.0.0.1 with a port the OS picks, so a benchmark never collides with a running server. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The real server (every plugin and feature) with logging off, on a fresh in-memory PGlite or, with
 * `databaseUrl`, on that (empty) PostgreSQL database, migrated and seeded as boot does it, with the pool
 * boot gives it. `env` adds settings (e.g. PROVIDER_SECRETS); `push` the push channel's options (e.g. a
 * higher connect limit for a benchmark that opens thousands of sockets at once).
 */
export async function startCasinoServer(options: {
  withWebApp: boolean;
  databaseUrl?: string;
  env?: Record<string, string>;
  push?: AppOptions["push"];
}): Promise<RunningServer> {
  if (options.withWebApp) ensureWebBuild();
  const db = await openDatabase(
    options.databaseUrl ? { kind: "pg", url: options.databaseUrl } : { kind: "pglite", dataDir: null },
  );
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const env = parseEnv({
      ...options.env,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://casino.example",
      LOG_LEVEL: "silent",
      WEB_BUILD_DIR,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    });
    const app = await buildApp({
      env,
      db,
      clock: systemClock,
      outbox: createOutboxRelay({ db, clock: systemClock }),
      build: readBuildInfo(WEB_BUILD_DIR),
      withWebApp: options.withWebApp,
      ...(options.push ? { push: options.push } : {}),
    });
    const origin = await listenLocally(app).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
    return {
      app,
      env,
      db,
      origin,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
