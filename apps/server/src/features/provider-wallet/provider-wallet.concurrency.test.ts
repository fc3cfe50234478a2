import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EXTERNAL_PROVIDER, walletCall } from "../../test-support/games";
import { walletTestFixture } from "./provider-wallet.test-fixture";

describe("seamless wallet under concurrent calls", () => {
  const wallet = walletTestFixture();
  const { session } = wallet;

  const codesOf = (responses: { statusCode: number; json(): unknown }[]) =>
    responses.map((r) =>
      r.statusCode === 200 ? "ok" : (r.json() as { error: { code: string } }).error.code,
    );

  it("20 parallel copies of one bet take the stake once and all answer the same result", async () => {
    const s = await session({ coins: 100 });
    const body = {
      sessionToken: s.sessionToken,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: 7,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(wallet.t.app, "bet", body)),
    );
    expect(codesOf(responses)).toEqual(Array(20).fill("ok"));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]?.json()).toMatchObject({ balance: 93 });
    expect((await s.balances()).coins).toBe(93n);
    const ledger = await wallet.t.db.query<{ n: string }>(
      "select count(*)::text as n from ledger_transaction where idempotency_key = $1",
      [`wallet:${EXTERNAL_PROVIDER}:${body.transactionId}`],
    );
    expect(ledger).toEqual([{ n: "1" }]);
  });

  it("parallel different bets never overdraw: exactly what the balance covers is accepted", async () => {
    const s = await session({ coins: 10 });
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        walletCall(wallet.t.app, "bet", {
          sessionToken: s.sessionToken,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          amount: 1,
        }),
      ),
    );
    const codes = codesOf(responses);
    expect(codes.filter((c) => c === "ok")).toHaveLength(10);
    expect(codes.filter((c) => c === "INSUFFICIENT_FUNDS")).toHaveLength(15);
    expect((await s.balances()).coins).toBe(0n);
  });

  it("parallel SweepStakes bets split entries then winnings against each other's leftovers", async () => {
    const s = await session({ entries: 0.05, winnings: 0.1 }, "SweepStakes");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        walletCall(wallet.t.app, "bet", {
          sessionToken: s.sessionToken,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          amount: 1,
        }),
      ),
    );
    expect(codesOf(responses).filter((c) => c === "ok")).toHaveLength(15);
    expect(await s.balances()).toMatchObject({ entries: 0n, winnings: 0n });
  });

  it("20 parallel copies of one win credit it once", async () => {
    const s = await session({ coins: 10 });
    const betId = randomUUID();
    const roundId = randomUUID();
    await walletCall(wallet.t.app, "bet", {
      sessionToken: s.sessionToken,
      transactionId: betId,
      roundId,
      amount: 10,
    });
    const body = {
      sessionToken: s.sessionToken,
      transactionId: randomUUID(),
      roundId,
      amount: 40,
      betTransactionId: betId,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(wallet.t.app, "win", body)),
    );
    expect(codesOf(responses)).toEqual(Array(20).fill("ok"));
    expect((await s.balances()).coins).toBe(40n);
  });

  it("a win and a rollback of one bet racing: exactly one of them takes effect", async () => {
    for (let i = 0; i < 5; i += 1) {
      const s = await session({ coins: 10 });
      const betId = randomUUID();
      const roundId = randomUUID();
      await walletCall(wallet.t.app, "bet", {
        sessionToken: s.sessionToken,
        transactionId: betId,
        roundId,
        amount: 10,
      });
      const common = { sessionToken: s.sessionToken, roundId, amount: 10, betTransactionId: betId };
      const [won, refunded] = await Promise.all([
        walletCall(wallet.t.app, "win", { ...common, transactionId: randomUUID(), amount: 25 }),
        walletCall(wallet.t.app, "rollback", { ...common, transactionId: randomUUID() }),
      ]);
      const outcome = codesOf([won, refunded]);
      expect([
        ["ok", "BET_ALREADY_SETTLED"],
        ["BET_ROLLED_BACK", "ok"],
      ]).toContainEqual(outcome);
      expect((await s.balances()).coins).toBe(outcome[0] === "ok" ? 25n : 10n);
    }
  });

  it("a bet and a rollback of it racing never leave the stake taken", async () => {
    for (let i = 0; i < 5; i += 1) {
      const s = await session({ coins: 10 });
      const betId = randomUUID();
      const roundId = randomUUID();
      await Promise.all([
        walletCall(wallet.t.app, "bet", {
          sessionToken: s.sessionToken,
          transactionId: betId,
          roundId,
          amount: 10,
        }),
        walletCall(wallet.t.app, "rollback", {
          sessionToken: s.sessionToken,
          transactionId: randomUUID(),
          roundId,
          amount: 10,
          betTransactionId: betId,
        }),
      ]);
      expect((await s.balances()).coins).toBe(10n);
    }
  });
});
