import { type Database, databaseErrorMessage, openDatabase, redactDatabaseUrl } from "@casino/db";
import { lockDataDir } from "./data-dir-lock";
import type { Env } from "./env";
import { StartupError } from "./errors";

export interface Storage {
  db: Database;
  /** Releases the DATA_DIR lock of the embedded database; null on PostgreSQL. */
  releaseLock: (() => Promise<void>) | null;
}

/**
 * Opens the database the settings name and proves it answers, so a server without one stops at boot
 * with one line naming the setting (never the password) instead of a stack trace or a first failing request.
 */
export async function openStorage(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<Storage> {
  if (env.DATABASE_URL) {
    const db = await openDatabase({ kind: "pg", url: env.DATABASE_URL });
    try {
      await db.ping();
    } catch (error) {
      await db.close().catch(() => {});
      throw new StartupError(
        `DATABASE_URL ${redactDatabaseUrl(env.DATABASE_URL)} is not reachable: ${databaseErrorMessage(error)}`,
      );
    }
    return { db, releaseLock: null };
  }
  const unusable = (error: unknown) => {
    const message = databaseErrorMessage(error);
    // The lock's own refusal ("Another server is already using DATA_DIR …") already says it all.
    return new StartupError(
      message.includes("DATA_DIR") ? message : `DATA_DIR ${env.DATA_DIR} is not usable: ${message}`,
    );
  };
  const releaseLock = await lockDataDir(env.DATA_DIR).catch((error: unknown) => {
    throw unusable(error);
  });
  try {
    const db = await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
    await db.ping();
    return { db, releaseLock };
  } catch (error) {
    await releaseLock().catch(() => {});
    throw unusable(error);
  }
}
