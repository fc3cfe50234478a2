import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundPlayer } from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf, reverseLedgerTransaction } from ".";

async function failureOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    return String((error as Error).message);
  }
  return "no error";
}

describe("the ledger journal is append-only in the database itself", () => {
  let t: TestApp;
  let playerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ playerId } = await createTestPlayer(t.db));
    await fundPlayer(t.db, playerId, { coins: 500 });
  });
  afterAll(() => t.close());

  const statements = {
    ledger_transaction: [
      "update ledger_transaction set kind = 'edited' where player_id = $1",
      "delete from ledger_transaction where player_id = $1",
    ],
    ledger_posting: [
      `update ledger_posting set amount = amount * 2
         where transaction_id in (select id from ledger_transaction where player_id = $1)`,
      "delete from ledger_posting where transaction_id in (select id from ledger_transaction where player_id = $1)",
    ],
  };

  for (const [table, [update, remove]] of Object.entries(statements)) {
    it(`refuses to UPDATE, DELETE or TRUNCATE ${table}`, async () => {
      for (const sql of [update, remove]) {
        expect(await failureOf(() => t.db.query(sql as string, [playerId]))).toMatch(/append-only/);
      }
      // Even a statement that matches no row, and even inside a transaction.
      expect(await failureOf(() => t.db.query(`delete from ${table} where false`))).toMatch(/append-only/);
      const inTransaction = failureOf(() => t.db.transaction((tx) => tx.query(`truncate ${table} cascade`)));
      expect(await inTransaction).toMatch(/append-only/);
      expect((await balancesOf(t.db, playerId)).coins).toBe(500n);
    });
  }

  it("still posts and reverses: a correction is a new transaction", async () => {
    const [entry] = await t.db.query<{ idempotency_key: string }>(
      "select idempotency_key from ledger_transaction where player_id = $1",
      [playerId],
    );
    await t.db.transaction((tx) =>
      reverseLedgerTransaction(tx, {
        originalKey: entry?.idempotency_key as string,
        idempotencyKey: `correction:${playerId}`,
        kind: "test.correction",
        playerId,
      }),
    );
    expect((await balancesOf(t.db, playerId)).coins).toBe(0n);
    await fundPlayer(t.db, playerId, { coins: 7 });
    expect((await balancesOf(t.db, playerId)).coins).toBe(7n);
  });
});
