import { migrateDatabase, seedDatabase } from "@casino/db";
import { seedDemoPlayers } from "../seed/demo-players";
import { runWithDatabase } from "./cli-database";

/**
 * `npm run db:migrate`: applies pending migrations and the idempotent content seed (and, with DEMO=true,
 * the demo players), then exits.
 */
await runWithDatabase(async (db, env) => {
  await migrateDatabase(db);
  await seedDatabase(db);
  if (env.DEMO) await seedDemoPlayers(db);
  console.log("database migrated and seeded");
  return 0;
});
