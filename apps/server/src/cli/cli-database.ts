import type { Database } from "@casino/db";
import { type Env, EnvError, parseEnv } from "../platform/env";
import { StartupError } from "../platform/errors";
import { openStorage } from "../platform/storage";

/**
 * Opens the database the server would use (DATABASE_URL, else PGlite under DATA_DIR, which must not be
 * in use by a running server), runs `work`, closes everything and exits with work's exit code.
 */
export async function runWithDatabase(work: (db: Database, env: Env) => Promise<number>): Promise<never> {
  let exitCode = 1;
  try {
    const env = parseEnv(process.env, { isServing: false });
    const { db, releaseLock } = await openStorage(env);
    try {
      exitCode = await work(db, env);
    } finally {
      await db.close();
      await releaseLock?.();
    }
  } catch (error) {
    // A bad setting, an unreachable database or a DATA_DIR in use is one line; anything else keeps its stack.
    console.error(error instanceof EnvError || error instanceof StartupError ? error.message : error);
  }
  process.exit(exitCode);
}
