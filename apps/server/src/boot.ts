import { migrateDatabase, seedDatabase } from "@casino/db";
import { buildApp } from "./app";
import { readBuildInfo } from "./platform/build-info";
import { systemClock } from "./platform/clock";
import type { Env } from "./platform/env";
import { createOutboxRelay } from "./platform/outbox";
import { openStorage } from "./platform/storage";
import { seedDemoPlayers, warnDemoMode } from "./seed/demo-players";

/** Opens the database, migrates, seeds and serves until SIGTERM or SIGINT. */
export async function boot(env: Env) {
  const { db, releaseLock } = await openStorage(env);
  await migrateDatabase(db);
  await seedDatabase(db);
  // Demo players have published passwords: only demo mode creates them (and env.ts keeps demo mode on loopback).
  if (env.DEMO) await seedDemoPlayers(db);

  let shuttingDown = false;
  const outbox = createOutboxRelay({ db, clock: systemClock });
  const app = await buildApp({
    env,
    db,
    clock: systemClock,
    outbox,
    build: readBuildInfo(env.WEB_BUILD_DIR),
    withWebApp: true,
    isShuttingDown: () => shuttingDown,
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown grace period over; exiting");
      process.exit(1);
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    timer.unref();
    await app.close();
    await outbox.stop();
    await db.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.HOST, port: env.PORT });
  outbox.start();
  // Sends stored e-mails (with EMAIL_PROVIDER=smtp); `app.close()` stops it before the database closes.
  app.mailer.relay.start();
  if (env.DEMO) warnDemoMode(app.log, env);
}
