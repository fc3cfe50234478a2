import { randomUUID } from "node:crypto";
import type { Database } from "@casino/db";
import { emptyJournal, type Journal, postToJournal, transfer } from "@casino/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test-support/test-database";
import { balancesOf, findPostedKeys, move, postLedgerTransactionAlone, reconcileLedger } from ".";

async function newPlayer(db: Database): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into player (id, brand_id, email, email_canonical, terms_accepted_at, referral_code)
     values ($1, 'funrize', $2, $2, now(), $3)`,
    [id, `${id}@ledger.test`, id.slice(0, 12)],
  );
  return id;
}

const grant = (playerId: string, coins: bigint, key = `grant:${randomUUID()}`) => ({
  idempotencyKey: key,
  kind: "test.grant",
  playerId,
  legs: move({ house: "promotions" }, { playerId }, "coins", coins),
});

const debit = (playerId: string, coins: bigint, key = `debit:${randomUUID()}`) => ({
  idempotencyKey: key,
  kind: "test.debit",
  playerId,
  legs: move({ playerId }, { house: "game" }, "coins", coins),
});

describe("the double-entry ledger", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    const report = await reconcileLedger(db);
    expect(report.problems).toEqual([]);
    await db.close();
  });

  it("credits a player from a house account and the balance shows it", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, grant(player, 500n));
    expect((await balancesOf(db, player)).coins).toBe(500n);
  });

  it("a replayed key does not move the balance again", async () => {
    const player = await newPlayer(db);
    const first = await postLedgerTransactionAlone(db, grant(player, 300n, `welcome:${player}`));
    const again = await postLedgerTransactionAlone(db, grant(player, 300n, `welcome:${player}`));
    expect(again).toEqual({ transactionId: first.transactionId, isReplay: true });
    expect((await balancesOf(db, player)).coins).toBe(300n);
  });

  it("tells a feature which of its prize keys were already paid", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, grant(player, 100n, `paid:${player}`));
    const posted = await findPostedKeys(db, { idempotencyKeys: [`paid:${player}`, `unpaid:${player}`] });
    expect([...posted]).toEqual([`paid:${player}`]);
  });

  it("refuses a key reused for a different amount and changes nothing", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, grant(player, 300n, `welcome:${player}`));
    await expect(
      postLedgerTransactionAlone(db, grant(player, 301n, `welcome:${player}`)),
    ).rejects.toMatchObject({
      code: "DUPLICATE_TRANSACTION",
    });
    expect((await balancesOf(db, player)).coins).toBe(300n);
  });

  it("refuses an overdraft and records nothing, so the key can be used later", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, grant(player, 100n));
    await expect(postLedgerTransactionAlone(db, debit(player, 101n, "bet:overdraw"))).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
    });
    expect((await balancesOf(db, player)).coins).toBe(100n);
    await postLedgerTransactionAlone(db, debit(player, 100n, "bet:overdraw"));
    expect((await balancesOf(db, player)).coins).toBe(0n);
  });

  it("50 parallel debits never overdraw and each accepted debit is recorded once", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, grant(player, 30n));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postLedgerTransactionAlone(db, debit(player, 1n, `par:${player}:${i}`)),
      ),
    );
    const accepted = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter(
      (r) => r.status === "rejected" && (r.reason as { code?: string }).code === "INSUFFICIENT_FUNDS",
    ).length;
    expect([accepted, refused]).toEqual([30, 20]);
    expect((await balancesOf(db, player)).coins).toBe(0n);
    const recorded = await db.query<{ n: string }>(
      "select count(*)::text as n from ledger_transaction where idempotency_key like $1",
      [`par:${player}:%`],
    );
    expect(recorded[0]?.n).toBe("30");
  });

  it("50 parallel copies of one request post it exactly once", async () => {
    const player = await newPlayer(db);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => postLedgerTransactionAlone(db, grant(player, 7n, `same:${player}`))),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const fresh = results.filter((r) => r.status === "fulfilled" && !r.value.isReplay);
    expect(fresh).toHaveLength(1);
    expect((await balancesOf(db, player)).coins).toBe(7n);
  });

  it("agrees with the pure journal model on any sequence of grants, debits and replays", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom("a", "b", "c", "d", "e"),
            isDebit: fc.boolean(),
            amount: fc.bigInt({ min: 1n, max: 50n }),
          }),
          { maxLength: 12 },
        ),
        async (requests) => {
          const player = await newPlayer(db);
          const accountOf = (isHouse: boolean) => (isHouse ? "house:promotions" : `player:${player}`);
          let model: Journal = emptyJournal();
          for (const r of requests) {
            const [from, to] = r.isDebit
              ? [accountOf(false), accountOf(true)]
              : [accountOf(true), accountOf(false)];
            const expected = postToJournal(model, r.key, transfer(from, to, "coins", r.amount), (id) =>
              id.startsWith("house:"),
            );
            model = expected.journal;
            const key = `model:${player}:${r.key}`;
            const request = r.isDebit ? debit(player, r.amount, key) : grant(player, r.amount, key);
            // Same key, other direction is another request: give it its own kind so fingerprints differ too.
            const outcome = await postLedgerTransactionAlone(db, { ...request, kind: "test.model" }).then(
              (result) => (result.isReplay ? "replayed" : "posted"),
              (error: { code?: string }) =>
                error.code === "INSUFFICIENT_FUNDS"
                  ? "insufficient-funds"
                  : error.code === "DUPLICATE_TRANSACTION"
                    ? "duplicate"
                    : "error",
            );
            expect(outcome).toBe(expected.kind);
          }
          expect((await balancesOf(db, player)).coins).toBe(
            model.balances.get(`player:${player}:coins`) ?? 0n,
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it("the reconciliation finds a cached balance that no longer matches its postings", async () => {
    const scratch = await createTestDatabase();
    try {
      const player = await newPlayer(scratch);
      await postLedgerTransactionAlone(scratch, grant(player, 40n));
      expect((await reconcileLedger(scratch)).isSound).toBe(true);
      await scratch.query(
        "update ledger_account set balance = balance + 1 where player_id = $1 and currency = 'coins'",
        [player],
      );
      const report = await reconcileLedger(scratch);
      expect(report.isSound).toBe(false);
      expect(report.problems.join("\n")).toMatch(/caches balance 41 but its postings sum to 40/);
    } finally {
      await scratch.close();
    }
  });
});
