import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { EnvSchema } from "../platform/env";
import { REPO_ROOT } from "./web-build";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
}

const spawned = new Set<ChildProcess>();

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Runs `node --import tsx apps/server/src/main.ts` as `npm run serve` does, with only the settings
 * given here: any server setting of the test process's own environment is left out.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !(key in EnvSchema.shape) && !key.startsWith("VITEST") && key !== "TEST_DB",
    ),
  );
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: "https://casino.example",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      running = false;
      spawned.delete(child);
      resolve({ code, signal });
    });
  });
  const port = Number(env.PORT);
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    isRunning: () => running,
  };
}

/** Resolves once `/readyz` answers 200; fails with the process output if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** Kills every server this test process started that is still running. */
export async function killSpawnedServers(): Promise<void> {
  const waits = [...spawned].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  );
  await Promise.all(waits);
}
