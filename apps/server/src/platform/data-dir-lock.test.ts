import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../test-support/web-build";
import { type LockStyle, lockAddress, lockDataDir } from "./data-dir-lock";

const PROCESS_TIMEOUT = 30_000;
const LOCK_MODULE = new URL("./data-dir-lock.ts", import.meta.url).href;

const holders = new Set<ChildProcess>();

/** Another process that takes the lock and holds it until killed, as a second server would. */
async function holdInAnotherProcess(dataDir: string, style: LockStyle): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dataDir)}, { style: ${JSON.stringify(style)} });
    console.log("locked");
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  holders.add(child);
  child.once("exit", () => holders.delete(child));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("locked")) resolve();
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", () => reject(new Error(`the holder exited before locking:\n${output}`)));
  });
  return child;
}

async function kill9(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

// The lock does not depend on the database: one run is enough, whatever TEST_DB says.
describe.runIf(process.env.TEST_DB !== "pg")("the DATA_DIR lock", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "casino-lock-test-"));
  });
  afterEach(async () => {
    await Promise.all([...holders].map(kill9));
  });
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });
  const freshDir = () => mkdtempSync(join(scratch, "data-"));

  it("refuses a second lock in the same process until the first is released", async () => {
    const dataDir = freshDir();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another server (pid ${process.pid}) is already using DATA_DIR ${dataDir}. Stop it first.`,
    );
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it("treats every path to the folder as the same folder", async () => {
    const dataDir = freshDir();
    const alias = join(scratch, `alias-${Date.now()}`);
    symlinkSync(dataDir, alias);
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(`${alias}/`)).rejects.toThrow("already using DATA_DIR");
    } finally {
      await release();
    }
  });

  it("creates a DATA_DIR that does not exist yet", async () => {
    const dataDir = join(freshDir(), "nested", "data");
    const release = await lockDataDir(dataDir);
    expect(existsSync(dataDir)).toBe(true);
    await release();
  });

  for (const style of ["abstract", "socket-file"] as const) {
    // Abstract sockets are Linux's; the socket file is what other Unix systems get, tested here too.
    describe.runIf(style === "socket-file" || process.platform === "linux")(`as ${style}`, () => {
      it(
        "refuses a live server of another process, naming DATA_DIR and that server's pid",
        async () => {
          const dataDir = freshDir();
          const holder = await holdInAnotherProcess(dataDir, style);
          await expect(lockDataDir(dataDir, { style })).rejects.toThrow(
            `Another server (pid ${holder.pid}) is already using DATA_DIR ${dataDir}. Stop it first.`,
          );
        },
        PROCESS_TIMEOUT,
      );

      it(
        "keeps its holder alive when a process asking who holds it hangs up at once",
        async () => {
          const dataDir = freshDir();
          const holder = await holdInAnotherProcess(dataDir, style);
          for (let n = 0; n < 20; n++) {
            const asker = connect(lockAddress(dataDir, style));
            await new Promise((resolve) => asker.once("connect", resolve));
            asker.destroy();
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(holder.exitCode).toBeNull();
          await expect(lockDataDir(dataDir, { style })).rejects.toThrow(`(pid ${holder.pid})`);
        },
        PROCESS_TIMEOUT,
      );

      it(
        "goes with its process: after kill -9 of the holder the folder locks at once",
        async () => {
          const dataDir = freshDir();
          const holder = await holdInAnotherProcess(dataDir, style);
          await kill9(holder);
          if (style === "socket-file") expect(existsSync(lockAddress(dataDir, style))).toBe(true);
          const release = await lockDataDir(dataDir, { style });
          await release();
        },
        PROCESS_TIMEOUT,
      );
    });
  }

  it("takes a folder that still holds the `.lock` folder of the earlier age-based lock", async () => {
    // Folders locked by the earlier proper-lockfile lock may still hold its `.lock` directory.
    const dataDir = freshDir();
    mkdirSync(join(dataDir, ".lock"));
    const release = await lockDataDir(dataDir);
    await release();
  });
});
