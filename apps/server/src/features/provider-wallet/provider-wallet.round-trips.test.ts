import { randomUUID } from "node:crypto";
import type { Database, Executor } from "@casino/db";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import { createTestGameSession, EXTERNAL_PROVIDER } from "../../test-support/games";
import { LANES, MAX_CALLS_PER_STATEMENT } from "./provider-wallet.group-commit";
import { WalletRefusal, walletBet, walletRollback, walletWin } from "./provider-wallet.service";
import { walletTestFixture } from "./provider-wallet.test-fixture";

/**
 * The database as a wallet call sees it, counting round trips: a statement is one, a transaction is its
 * statements plus BEGIN and COMMIT. `rewrite` may answer a statement in the database's place.
 */
function counting(db: Database, rewrite?: (text: string) => Record<string, unknown>[] | null) {
  const sent: string[] = [];
  const executor = (inner: Executor): Executor => ({
    get orm() {
      return inner.orm;
    },
    async query<Row extends Record<string, unknown>>(text: string, params?: unknown[]) {
      sent.push(text);
      const rewritten = rewrite?.(text);
      return (rewritten ?? (await inner.query<Row>(text, params))) as Row[];
    },
  });
  const wrapped: Database = {
    ...db,
    ...executor(db),
    transaction: (work) => {
      sent.push("BEGIN");
      return db.transaction(async (tx) => {
        const result = await work(executor(tx));
        sent.push("COMMIT");
        return result;
      });
    },
  };
  return { db: wrapped, sent };
}

describe("seamless wallet round trips: a bet, win or rollback is one statement (decision 018)", () => {
  const wallet = walletTestFixture();
  const { session, clock } = wallet;

  /** One more game session of a player who already has one (a second tab or device). */
  const anotherSessionOf = (playerId: string) =>
    createTestGameSession(wallet.t.db, {
      playerId,
      gameId: wallet.game.id,
      providerSlug: EXTERNAL_PROVIDER,
      now: clock.now(),
    });
  const betBody = (sessionToken: string, amount = 10) => ({
    sessionToken,
    transactionId: randomUUID(),
    roundId: randomUUID(),
    amount,
  });

  it("a bet, its win and a rollback of another bet each take one round trip to the database", async () => {
    const s = await session({ coins: 100 });
    const { db, sent } = counting(wallet.t.db);
    const deps = { db, clock };
    const placed = betBody(s.sessionToken);
    await walletBet(deps, { provider: EXTERNAL_PROVIDER, call: placed });
    expect(sent).toHaveLength(1);
    const paid = await walletWin(deps, {
      provider: EXTERNAL_PROVIDER,
      call: { ...placed, transactionId: randomUUID(), amount: 25, betTransactionId: placed.transactionId },
    });
    expect(paid.answer).toMatchObject({ balance: 115 });
    expect(sent).toHaveLength(2);
    const other = betBody(s.sessionToken);
    await walletBet(deps, { provider: EXTERNAL_PROVIDER, call: other });
    const refunded = await walletRollback(deps, {
      provider: EXTERNAL_PROVIDER,
      call: { ...other, transactionId: randomUUID(), betTransactionId: other.transactionId },
    });
    expect(refunded.answer).toMatchObject({ balance: 115 });
    expect(sent).toHaveLength(4);
    expect(await s.coins()).toBe(115n);
  });

  it("a refused bet is answered with its balance from the same round trip", async () => {
    const s = await session({ coins: 5 });
    const { db, sent } = counting(wallet.t.db);
    const refused = await walletBet(
      { db, clock },
      { provider: EXTERNAL_PROVIDER, call: betBody(s.sessionToken) },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WalletRefusal);
    expect(refused).toMatchObject({ code: "INSUFFICIENT_FUNDS", balance: { balance: 5, currency: "coins" } });
    expect(sent).toHaveLength(1);
  });

  it("an unknown token is TOKEN_INVALID without a balance", async () => {
    const { db } = counting(wallet.t.db);
    const refused = await walletBet(
      { db, clock },
      { provider: EXTERNAL_PROVIDER, call: betBody("x".repeat(43)) },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).not.toBeInstanceOf(WalletRefusal);
    expect(refused).toMatchObject({ code: "TOKEN_INVALID" });
  });

  it("bets sent together share statements and commits, and a refusal among them takes back only itself", async () => {
    const rich = await session({ coins: 1000 });
    const poor = await session({ coins: 15 });
    const { db, sent } = counting(wallet.t.db);
    const deps = { db, clock };
    const bets = Array.from({ length: 12 }, (_, i) =>
      walletBet(deps, {
        provider: EXTERNAL_PROVIDER,
        call: betBody(i % 3 === 0 ? poor.sessionToken : rich.sessionToken),
      }).then(
        (result) => result.answer.success,
        (error: unknown) => (error as AppError).code,
      ),
    );
    const outcomes = await Promise.all(bets);
    // Each player's first goes at once (a lane each) and the others, arriving while it runs, go together next.
    expect(sent.length).toBeLessThanOrEqual(2 * LANES);
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(9);
    expect(outcomes.filter((outcome) => outcome === "INSUFFICIENT_FUNDS")).toHaveLength(3);
    expect(await rich.coins()).toBe(1000n - 8n * 10n);
    expect(await poor.coins()).toBe(5n);
  });

  it("copies of one bet in one statement take the stake once and answer the same", async () => {
    const s = await session({ coins: 100 });
    const { db } = counting(wallet.t.db);
    const body = betBody(s.sessionToken, 7);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => walletBet({ db, clock }, { provider: EXTERNAL_PROVIDER, call: body })),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.answer))).size).toBe(1);
    expect(await s.coins()).toBe(93n);
  });

  it("a call that failed in its group for another reason (a deadlock, say) runs again on its own", async () => {
    const s = await session({ coins: 100 });
    let failedOnce = false;
    const { db, sent } = counting(wallet.t.db, (text) => {
      if (failedOnce || !text.includes("wallet_calls")) return null;
      failedOnce = true;
      return [{ outcomes: [{ failed: { state: "40P01", message: "deadlock detected" } }] }];
    });
    const placed = await walletBet(
      { db, clock },
      { provider: EXTERNAL_PROVIDER, call: betBody(s.sessionToken) },
    );
    expect(placed.answer).toMatchObject({ balance: 90 });
    expect(sent.map((text) => /wallet_\w+/.exec(text)?.[0])).toEqual(["wallet_calls", "wallet_bet"]);
    expect(await s.coins()).toBe(90n);
  });

  it("once its player is known, a player's calls on any session never run in two statements at once", async () => {
    const first = await session({ coins: 1000 });
    // A second session of the same player: by its token alone it could go in the other lane.
    const second = await anotherSessionOf(first.playerId);
    const { db, sent } = counting(wallet.t.db);
    const deps = { db, clock };
    for (const token of [first.sessionToken, second]) {
      await walletBet(deps, { provider: EXTERNAL_PROVIDER, call: betBody(token) });
    }
    sent.length = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        walletBet(deps, { provider: EXTERNAL_PROVIDER, call: betBody(i % 2 ? second : first.sessionToken) }),
      ),
    );
    // The first bet alone, the nine that arrive while it runs together once it ends; the idle lane takes none
    // of them (two statements of one player would send three or more).
    expect(sent).toHaveLength(2);
    expect(await first.coins()).toBe(1000n - 12n * 10n);
  });

  it("another player's call takes the free lane instead of waiting behind a statement in flight", async () => {
    const held = await session({ coins: 100 });
    const other = await session({ coins: 100 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const { db: counted } = counting(wallet.t.db);
    const db: Database = {
      ...counted,
      async query<Row extends Record<string, unknown>>(text: string, params?: unknown[]) {
        started.push(text);
        // The first statement stays in flight until the second has started.
        if (started.length === 1) await gate;
        return counted.query<Row>(text, params);
      },
    };
    const first = walletBet({ db, clock }, { provider: EXTERNAL_PROVIDER, call: betBody(held.sessionToken) });
    const second = walletBet(
      { db, clock },
      { provider: EXTERNAL_PROVIDER, call: betBody(other.sessionToken) },
    );
    await expect(second).resolves.toMatchObject({ answer: { balance: 90 } });
    expect(started).toHaveLength(2);
    release();
    await expect(first).resolves.toMatchObject({ answer: { balance: 90 } });
  });

  it("one player's first bets on two sessions in two lanes at once all go through, once each", async () => {
    const player = await session({ coins: 1000 });
    const other = await anotherSessionOf(player.playerId);
    // A fresh database handle: nothing learnt yet, so the first bets of each session go by token, in both
    // lanes at once, and meet on the player's rows (waiting, or deadlocking and running again alone).
    const { db } = counting(wallet.t.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        walletBet(
          { db, clock },
          { provider: EXTERNAL_PROVIDER, call: betBody(i % 2 ? other : player.sessionToken, 5) },
        ),
      ),
    );
    expect(answers.every((a) => a.answer.success)).toBe(true);
    expect(await player.coins()).toBe(1000n - 30n * 5n);
  });

  it("keeps a statement below the subtransactions PostgreSQL caches per backend", () => {
    expect(MAX_CALLS_PER_STATEMENT).toBeLessThan(64);
  });
});
