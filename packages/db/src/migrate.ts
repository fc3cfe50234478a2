import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Applies every pending SQL migration; safe to call at each boot. */
export async function migrateDatabase(db: Database): Promise<void> {
  if (db.kind === "pglite") await migratePglite(db.orm as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db.orm as unknown as NodePgDatabase, { migrationsFolder });
}
