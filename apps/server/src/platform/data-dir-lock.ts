import { mkdirSync } from "node:fs";
import lockfile from "proper-lockfile";

/**
 * ARCHITECTURE D3: PGlite does not lock its folder, so two processes on one DATA_DIR would corrupt it.
 * The lock is refreshed while the process lives and considered stale 30 s after a crash.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 30_000, update: 10_000, lockfilePath: `${dataDir}/.lock` });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new Error(`Another server is already using DATA_DIR ${dataDir}. Stop it first.`);
    }
    throw error;
  }
}
