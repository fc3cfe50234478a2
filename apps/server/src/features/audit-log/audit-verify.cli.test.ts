import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage } from "../../platform/storage";
import { REPO_ROOT } from "../../test-support/web-build";
import { recordAudit } from ".";

const TIMEOUT = 120_000;

/** `npm run audit:verify` as an operator runs it: its own process on the server's DATA_DIR. */
function auditVerify(dataDir: string) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/audit-verify.ts"], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// A real process on the embedded database, whatever TEST_DB says: one run is enough.
describe.runIf(process.env.TEST_DB !== "pg")("npm run audit:verify", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "casino-audit-verify-"));
    const migrate = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/migrate.ts"], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(migrate.status).toBe(0);
  }, TIMEOUT);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "prints the rows it checked and exits 0 on an intact chain, 1 naming the first altered row",
    async () => {
      const storage = await openStorage({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      try {
        const actor = {
          operatorId: "00000000-0000-4000-8000-000000000001",
          operatorEmail: "auditor@casino.test",
          action: "testAction",
          ip: null,
          requestId: "cli-test",
          noteRecorded() {},
        };
        for (const targetId of ["a", "b", "c"]) {
          await storage.db.transaction((tx) =>
            recordAudit(tx, actor, { targetType: "player", targetId }, new Date("2026-11-25T10:00:00Z")),
          );
        }
      } finally {
        await storage.db.close();
        await storage.releaseLock?.();
      }
      const intact = auditVerify(dataDir);
      expect([intact.status, intact.output]).toEqual([0, "audit log: 3 rows checked, the chain is intact\n"]);

      const again = await openStorage({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      try {
        await again.db.transaction(async (tx) => {
          await tx.query("alter table audit_log disable trigger audit_log_append_only");
          await tx.query("update audit_log set target_id = 'z' where seq = 2");
          await tx.query("alter table audit_log enable trigger audit_log_append_only");
        });
      } finally {
        await again.db.close();
        await again.releaseLock?.();
      }
      const broken = auditVerify(dataDir);
      expect(broken.status).toBe(1);
      expect(broken.output).toContain("audit log: 1 rows checked before the break");
      expect(broken.output).toContain("row 2: its fields do not match its hash (altered)");
    },
    TIMEOUT,
  );
});
