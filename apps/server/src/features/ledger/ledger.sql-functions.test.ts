import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { Database } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test-support/test-database";
import { balancesOf, ledgerRefusalOf, move, postLedgerTransactionAlone, reconcileLedger } from ".";

// The ledger's SQL functions (decision 018) post what postLedgerTransaction posts, by the same rules: the
// wallet's one-statement calls and every other feature's TypeScript path share one journal and its keys.

async function newPlayer(db: Database): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into player (id, brand_id, email, email_canonical, terms_accepted_at, referral_code)
     values ($1, 'funrize', $2, $2, now(), $3)`,
    [id, `${id}@ledger-sql.test`, id.slice(0, 12)],
  );
  return id;
}

/** `amount` coins from the player to the house game account, through ledger_post. */
const postInSql = (db: Database, key: string, playerId: string, amount: bigint) =>
  db.query<{ posted_transaction_id: string; is_replay: boolean }>(
    `select posted_transaction_id::text, is_replay from ledger_post($1, 'test.debit', $2::uuid,
       array[$2::uuid, null], array[null, 'game'], array['coins', 'coins'], array[-$3::bigint, $3::bigint])`,
    [key, playerId, amount.toString()],
  );

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => ledgerRefusalOf(error)?.code ?? error,
  );

describe("the ledger's SQL functions", () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    const report = await reconcileLedger(db);
    expect(report.problems).toEqual([]);
    await db.close();
  });

  it("ledger_post moves the cached balance with balanced postings", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, {
      idempotencyKey: `grant:${player}`,
      kind: "test.grant",
      playerId: player,
      legs: move({ house: "promotions" }, { playerId: player }, "coins", 50n),
    });
    const [posted] = await postInSql(db, `sql:${player}`, player, 20n);
    expect(posted?.is_replay).toBe(false);
    expect((await balancesOf(db, player)).coins).toBe(30n);
  });

  it("a key posted in TypeScript and replayed in SQL with the same legs is a replay: the fingerprints agree", async () => {
    const player = await newPlayer(db);
    const key = `both:${player}`;
    await postLedgerTransactionAlone(db, {
      idempotencyKey: `grant:${player}`,
      kind: "test.grant",
      playerId: player,
      legs: move({ house: "promotions" }, { playerId: player }, "coins", 50n),
    });
    const first = await postLedgerTransactionAlone(db, {
      idempotencyKey: key,
      kind: "test.debit",
      playerId: player,
      legs: move({ playerId: player }, { house: "game" }, "coins", 20n),
    });
    const [again] = await postInSql(db, key, player, 20n);
    expect(again).toEqual({ posted_transaction_id: first.transactionId.toString(), is_replay: true });
    expect(await refusalOf(postInSql(db, key, player, 21n))).toBe("DUPLICATE_TRANSACTION");
    expect((await balancesOf(db, player)).coins).toBe(30n);
  });

  it("ledger_post refuses to overdraw a player and leaves nothing behind", async () => {
    const player = await newPlayer(db);
    const key = `overdraw:${player}`;
    expect(await refusalOf(postInSql(db, key, player, 1n))).toBe("INSUFFICIENT_FUNDS");
    const rows = await db.query("select 1 from ledger_transaction where idempotency_key = $1", [key]);
    expect(rows).toEqual([]);
  });

  it("ledger_post refuses an unbalanced request outright", async () => {
    const player = await newPlayer(db);
    const unbalanced = db.query(
      `select * from ledger_post('unbalanced:' || $1, 'test', $1::uuid, array[$1::uuid, null], array[null, 'game'],
         array['coins', 'coins'], array[-5, 4]::bigint[])`,
      [player],
    );
    await expect(unbalanced).rejects.toThrow(/not a balanced transaction/);
  });

  it("ledger_reverse posts the exact reverse under its own key, once", async () => {
    const player = await newPlayer(db);
    await postLedgerTransactionAlone(db, {
      idempotencyKey: `grant:${player}`,
      kind: "test.grant",
      playerId: player,
      legs: move({ house: "promotions" }, { playerId: player }, "coins", 50n),
    });
    const reverse = () =>
      db.query<{ is_replay: boolean }>(
        "select is_replay from ledger_reverse($1, $2, 'test.reverse', $3::uuid)",
        [`grant:${player}`, `reverse:${player}`, player],
      );
    expect(await reverse()).toEqual([{ is_replay: false }]);
    expect(await reverse()).toEqual([{ is_replay: true }]);
    expect((await balancesOf(db, player)).coins).toBe(0n);
    const nothing = await db.query<{ is_replay: boolean | null }>(
      "select is_replay from ledger_reverse('never-posted', 'reverse:never', 'test.reverse', null)",
    );
    expect(nothing).toEqual([{ is_replay: null }]);
  });
});

describe("table owners in the SQL functions (decisions 017 and 018)", () => {
  const migrations = new URL("../../../../../packages/db/migrations/", import.meta.url);
  const functions = () =>
    readdirSync(migrations)
      .filter((file) => file.endsWith(".sql"))
      .flatMap((file) =>
        readFileSync(new URL(file, migrations), "utf8")
          .split("--> statement-breakpoint")
          .flatMap((statement) => {
            const name = /CREATE (?:OR REPLACE )?FUNCTION (\w+)/i.exec(statement)?.[1];
            // Comments may name anything; the body's SQL may not.
            return name ? [{ name, sql: statement.replace(/--.*$/gm, "") }] : [];
          }),
      );
  const LEDGER_TABLES = /\b(ledger_account|ledger_transaction|ledger_posting)\b/;
  const WALLET_TABLES = /\b(game_session|game_round|wallet_transaction)\b/;

  it("the wallet's functions move money only through the ledger's, which name no wallet table", () => {
    const all = functions();
    expect(all.filter((f) => f.name.startsWith("wallet_")).length).toBeGreaterThan(0);
    const crossings = all.flatMap(({ name, sql }) => {
      if (name.startsWith("wallet_") && LEDGER_TABLES.test(sql)) return [`${name} names a ledger table`];
      if (name.startsWith("ledger_") && WALLET_TABLES.test(sql)) return [`${name} names a wallet table`];
      return [];
    });
    expect(crossings).toEqual([]);
  });
});
