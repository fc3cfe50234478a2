import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, killSpawnedServers, startServer } from "../test-support/server-process";

const PROCESS_TIMEOUT = 60_000;

/** What an operator sees: exactly one line, no stack trace. */
function lines(output: string): string[] {
  return output.split("\n").filter((line) => line.trim() !== "");
}

// Real processes on no database at all: one run is enough, whatever TEST_DB says.
describe.runIf(process.env.TEST_DB !== "pg")("a server that cannot open its database", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "casino-storage-test-"));
  });
  afterAll(async () => {
    await killSpawnedServers();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(
    "stops with one line naming DATABASE_URL, without its password, when PostgreSQL is not reachable",
    async () => {
      const server = startServer({
        PORT: String(await freePort()),
        DATABASE_URL: "postgres://casino:hunter2-secret@127.0.0.1:1/x?password=hunter3-secret",
      });
      expect((await server.exited).code).toBe(1);
      const output = lines(server.output());
      expect(output).toEqual([
        "DATABASE_URL postgres://…@127.0.0.1:1/x is not reachable: connect ECONNREFUSED 127.0.0.1:1",
      ]);
      expect(server.output()).not.toContain("secret");
    },
    PROCESS_TIMEOUT,
  );

  it(
    "stops with one line naming DATA_DIR when the folder cannot be used",
    async () => {
      const file = join(scratch, "a-file");
      writeFileSync(file, "not a folder");
      const dataDir = join(file, "data");
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect((await server.exited).code).toBe(1);
      const output = lines(server.output());
      expect(output).toHaveLength(1);
      expect(output[0]).toMatch(new RegExp(`^DATA_DIR ${dataDir} is not usable: ENOTDIR`));
    },
    PROCESS_TIMEOUT,
  );
});
