import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
 * A server of a spec's own, for what the shared one must not go through (a restart): the demo on its own
 * data folder, started and stopped by the spec like `npm run serve`.
 */
export class OwnServer {
  #child: ChildProcess | null = null;
  #output = "";
  readonly dataDir = mkdtempSync(join(tmpdir(), "casino-e2e-own-"));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl() {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        DEMO: "true",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      this.#output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      this.#output += chunk;
    });
    this.#child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${this.#output}`);
      try {
        if ((await fetch(`${this.baseUrl}/readyz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server was not ready in 60 s:\n${this.#output}`);
  }

  /** SIGTERM, as a deploy stops it: sockets are closed with the shutdown code, the data folder released. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    this.#child = null;
  }
}
