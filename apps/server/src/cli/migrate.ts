import { migrateDatabase, seedDatabase } from "@casino/db";
import { systemClock } from "../platform/clock";
import { seedDemoPlayers } from "../seed/demo-players";
import { seedFirstAdmin } from "../seed/first-admin";
import { runWithDatabase } from "./cli-database";

/**
 * `npm run db:migrate`: applies pending migrations and the idempotent content seed (and, with DEMO=true,
 * the demo players), and the back office's first admin while it has none (BACKOFFICE_ADMIN_EMAIL and
 * BACKOFFICE_ADMIN_PASSWORD), then exits.
 */
await runWithDatabase(async (db, env) => {
  await migrateDatabase(db);
  await seedDatabase(db);
  if (env.DEMO) await seedDemoPlayers(db);
  if ((await seedFirstAdmin(db, systemClock, env)) === "created") console.log("back-office admin created");
  console.log("database migrated and seeded");
  return 0;
});
