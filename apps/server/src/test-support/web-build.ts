import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import lockfile from "proper-lockfile";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
/** Where `npm run build` puts the web app; the server's default WEB_BUILD_DIR, relative to the repo. */
export const WEB_BUILD_DIR = join(REPO_ROOT, "apps/web/build");

const isBuilt = () => existsSync(join(WEB_BUILD_DIR, "server", "index.js"));

/**
 * Tests that serve pages need the web build. It is made once when missing (`npm run build`, a few
 * seconds); a lock keeps test files running side by side from building over each other.
 */
export async function ensureWebBuild(): Promise<string> {
  if (isBuilt()) return WEB_BUILD_DIR;
  const lockDir = join(tmpdir(), "casino-test-web-build");
  mkdirSync(lockDir, { recursive: true });
  const release = await lockfile.lock(lockDir, {
    retries: { retries: 180, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!isBuilt()) {
      await promisify(execFile)("npm", ["run", "build"], {
        cwd: REPO_ROOT,
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    }
  } finally {
    await release();
  }
  return WEB_BUILD_DIR;
}
