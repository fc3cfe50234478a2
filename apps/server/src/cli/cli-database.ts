import { type Database, openDatabase } from "@casino/db";
import { lockDataDir } from "../platform/data-dir-lock";
import { type Env, EnvError, parseEnv } from "../platform/env";

/**
 * Opens the database the server would use (DATABASE_URL, else PGlite under DATA_DIR, which must not be
 * in use by a running server), runs `work`, closes everything and exits with work's exit code.
 */
export async function runWithDatabase(work: (db: Database, env: Env) => Promise<number>): Promise<never> {
  let exitCode = 1;
  try {
    const env = parseEnv(process.env, { isServing: false });
    const releaseLock = env.DATABASE_URL ? null : await lockDataDir(env.DATA_DIR);
    const db = await openDatabase(
      env.DATABASE_URL ? { kind: "pg", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
    );
    try {
      exitCode = await work(db, env);
    } finally {
      await db.close();
      await releaseLock?.();
    }
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
  }
  process.exit(exitCode);
}
