import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import lockfile from "proper-lockfile";
import { REPO_ROOT } from "./web-build";

/** Where `npm run build` puts the back office; the server's default BACKOFFICE_BUILD_DIR, from the repo. */
export const BACKOFFICE_BUILD_DIR = join(REPO_ROOT, "apps/backoffice/dist");

const isBuilt = () => existsSync(join(BACKOFFICE_BUILD_DIR, "index.html"));

/** Builds the back office when it is missing (a second or two), once for test files running side by side. */
export async function ensureBackofficeBuild(): Promise<string> {
  if (isBuilt()) return BACKOFFICE_BUILD_DIR;
  const lockDir = join(tmpdir(), "casino-test-backoffice-build");
  mkdirSync(lockDir, { recursive: true });
  const release = await lockfile.lock(lockDir, {
    retries: { retries: 120, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!isBuilt()) {
      await promisify(execFile)("npm", ["run", "build", "-w", "@casino/backoffice"], {
        cwd: REPO_ROOT,
        timeout: 120_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    }
  } finally {
    await release();
  }
  return BACKOFFICE_BUILD_DIR;
}
