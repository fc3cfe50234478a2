import { migrateDatabase, seedDatabase } from "@casino/db";
import { seedDemoPlayers } from "../seed/demo-players";
import { runWithDatabase } from "./cli-database";

/** `npm run db:migrate`: applies pending migrations and the idempotent content seed, then exits. */
await runWithDatabase(async (db) => {
  await migrateDatabase(db);
  await seedDatabase(db);
  await seedDemoPlayers(db);
  console.log("database migrated and seeded");
  return 0;
});
