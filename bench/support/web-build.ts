import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

/** The web build the server serves; absolute, so the benchmarks do not depend on the working directory. */
export const WEB_BUILD_DIR = resolve(import.meta.dirname, "../../apps/web/build");
const SERVER_ENTRY = join(WEB_BUILD_DIR, "server", "index.js");

/**
 * Builds the web app only when no build exists: rebuilding on every run would rewrite a folder that a
 * running server or someone else's build may be using, and a stale build is still compared against
 * itself. Run `npm run build` first to measure the current code.
 */
export function ensureWebBuild() {
  if (existsSync(SERVER_ENTRY)) return;
  console.log("bench: no web build, running npm run build");
  execFileSync("npm", ["run", "build"], { cwd: resolve(WEB_BUILD_DIR, "../../.."), stdio: "inherit" });
}

/** The same module instance the server's SSR handler imports (ESM caches by URL). */
export async function importServerBuild(): Promise<ServerBuild> {
  ensureWebBuild();
  return (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
}
