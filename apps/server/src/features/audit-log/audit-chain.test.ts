import type { Database } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test-support/test-database";
import { type AuditActor, recordAudit, verifyAuditChain } from ".";

const NOW = new Date("2026-11-25T10:00:00.000Z");

const actor = (action = "testAction"): AuditActor => ({
  operatorId: "00000000-0000-4000-8000-000000000001",
  operatorEmail: "auditor@casino.test",
  action,
  ip: "203.0.113.9",
  requestId: "req-1",
  noteRecorded() {},
});

describe("the audit log's chain (npm run audit:verify)", () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const append = (index: number) =>
    db.transaction((tx) =>
      recordAudit(
        tx,
        actor(),
        { targetType: "player", targetId: `p-${index}`, before: { n: index }, after: { n: index + 1 } },
        new Date(NOW.getTime() + index),
      ),
    );

  /** Changes the table as its owner can: the append-only trigger off for one statement, then on again. */
  async function tamper(sql: string, params: unknown[] = []) {
    await db.transaction(async (tx) => {
      await tx.query("alter table audit_log disable trigger audit_log_append_only");
      await tx.query(sql, params);
      await tx.query("alter table audit_log enable trigger audit_log_append_only");
    });
  }

  const rowOf = async (seq: number) =>
    (await db.query<Record<string, unknown>>("select * from audit_log where seq = $1", [seq]))[0];

  it("verifies after several appends", async () => {
    expect(await verifyAuditChain(db)).toEqual({ rows: 0, broken: null });
    for (let index = 1; index <= 5; index += 1) await append(index);
    expect(await verifyAuditChain(db)).toEqual({ rows: 5, broken: null });
  });

  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    await expect(db.query("update audit_log set action = 'x' where seq = 1")).rejects.toThrow(/append-only/);
    await expect(db.query("delete from audit_log where seq = 1")).rejects.toThrow(/append-only/);
    await expect(db.query("truncate audit_log")).rejects.toThrow(/append-only/);
    expect(await verifyAuditChain(db)).toEqual({ rows: 5, broken: null });
  });

  it("catches a row whose field was changed, naming its seq", async () => {
    const original = await rowOf(3);
    await tamper("update audit_log set target_id = 'someone-else' where seq = 3");
    const report = await verifyAuditChain(db);
    expect(report.broken).toEqual({ seq: 3, problem: expect.stringMatching(/altered/) });
    expect(report.rows).toBe(2);
    await tamper("update audit_log set target_id = $1 where seq = 3", [original?.target_id]);
    expect((await verifyAuditChain(db)).broken).toBeNull();

    await tamper(`update audit_log set "after" = '{"n": 999}'::jsonb where seq = 4`);
    expect((await verifyAuditChain(db)).broken?.seq).toBe(4);
    await tamper(`update audit_log set "after" = '{"n": 5}'::jsonb where seq = 4`);
    expect((await verifyAuditChain(db)).broken).toBeNull();
  });

  it("catches a deleted row and a forged row inserted in its place", async () => {
    const removed = await rowOf(2);
    await tamper("delete from audit_log where seq = 2");
    expect((await verifyAuditChain(db)).broken).toEqual({
      seq: 3,
      problem: "expected row 2 next, found 3",
    });
    // A forger who puts a row 2 back, with their own fields and a hash they computed, still cannot make
    // row 3 link to it without rewriting every row after it.
    await tamper(
      `insert into audit_log (seq, occurred_at, operator_email, action, target_type, target_id, prev_hash, hash)
       values (2, $1, 'forger@casino.test', 'testAction', 'player', 'p-2', $2, $3)`,
      [NOW.toISOString(), removed?.prev_hash, "f".repeat(64)],
    );
    expect((await verifyAuditChain(db)).broken?.seq).toBe(2);
    await tamper("delete from audit_log where seq = 2");
    await tamper(`insert into audit_log select * from json_populate_record(null::audit_log, $1::json)`, [
      JSON.stringify(removed),
    ]);
    expect(await verifyAuditChain(db)).toEqual({ rows: 5, broken: null });
  });

  it("catches a row inserted between two others", async () => {
    await tamper("update audit_log set seq = seq + 100 where seq >= 4");
    await tamper("update audit_log set seq = seq - 99 where seq >= 104");
    // Rows 5 and 6 are the old 4 and 5; a forged row 4 now sits between 3 and them.
    const three = await rowOf(3);
    await tamper(
      `insert into audit_log (seq, occurred_at, operator_email, action, target_type, target_id, prev_hash, hash)
       values (4, $1, 'forger@casino.test', 'testAction', 'player', 'p-x', $2, $3)`,
      [NOW.toISOString(), three?.hash, "e".repeat(64)],
    );
    expect((await verifyAuditChain(db)).broken?.seq).toBe(4);
    await tamper("delete from audit_log where seq = 4");
    await tamper("update audit_log set seq = seq + 100 where seq >= 5");
    await tamper("update audit_log set seq = seq - 101 where seq >= 105");
    expect(await verifyAuditChain(db)).toEqual({ rows: 5, broken: null });
  });

  it("never forks under concurrent appends", async () => {
    await Promise.all(Array.from({ length: 12 }, (_unused, index) => append(100 + index)));
    const report = await verifyAuditChain(db);
    expect(report).toEqual({ rows: 17, broken: null });
    const seqs = await db.query<{ seq: number; prev_hash: string }>(
      "select seq::int as seq, prev_hash from audit_log order by seq",
    );
    expect(seqs.map((row) => row.seq)).toEqual(Array.from({ length: 17 }, (_unused, index) => index + 1));
    expect(new Set(seqs.map((row) => row.prev_hash)).size).toBe(17);
  });
});
