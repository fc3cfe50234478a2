import { randomUUID } from "node:crypto";
import { BRANDS, toMinorUnits, WagerSettledEventSchema } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { EXTERNAL_PROVIDER, walletCall } from "../../test-support/games";
import { walletTestFixture } from "./provider-wallet.test-fixture";

describe("seamless wallet money: currencies per mode, tourPoints, demo play money, wager.settled outbox", () => {
  const wallet = walletTestFixture();
  const { clock, session } = wallet;

  const play = (sessionToken: string) => {
    const roundId = randomUUID();
    const betId = randomUUID();
    return {
      roundId,
      betId,
      bet: (amount: number) =>
        walletCall(wallet.t.app, "bet", { sessionToken, transactionId: betId, roundId, amount }),
      win: (amount: number) =>
        walletCall(wallet.t.app, "win", {
          sessionToken,
          transactionId: randomUUID(),
          roundId,
          amount,
          betTransactionId: betId,
        }),
      rollback: (amount: number) =>
        walletCall(wallet.t.app, "rollback", {
          sessionToken,
          transactionId: randomUUID(),
          roundId,
          amount,
          betTransactionId: betId,
        }),
      end: () => walletCall(wallet.t.app, "end-round", { sessionToken, roundId }),
    };
  };

  // The wallet's own events: the ledger also reports every balance change there (balance.changed).
  const outboxOf = (playerId: string) =>
    wallet.t.db.query<{ topic: string; payload: unknown; published_at: Date | null }>(
      `select topic, payload, published_at from outbox_event
       where aggregate_id = $1 and topic <> 'balance.changed' order by id`,
      [playerId],
    );
  const allOutboxRowsOf = async (playerId: string) =>
    (await wallet.t.db.query("select id from outbox_event where aggregate_id = $1", [playerId])).length;

  it("a SweepStakes bet takes entries first, then winnings, and a rollback gives back each exactly", async () => {
    const s = await session({ entries: 1, winnings: 5 }, "SweepStakes");
    const round = play(s.sessionToken);
    const placed = await round.bet(150);
    expect(placed.json()).toMatchObject({ currency: "entries", gameMode: "SweepStakes", balance: 450 });
    expect(await s.balances()).toMatchObject({ entries: 0n, winnings: 450n });
    await round.rollback(150);
    expect(await s.balances()).toMatchObject({ entries: 100n, winnings: 500n });
  });

  it("a SweepStakes bet paid from entries alone leaves winnings untouched; its win credits winnings", async () => {
    const s = await session({ entries: 2, winnings: 1 }, "SweepStakes");
    const round = play(s.sessionToken);
    await round.bet(50);
    expect(await s.balances()).toMatchObject({ entries: 150n, winnings: 100n });
    const paid = await round.win(120);
    expect(paid.json()).toMatchObject({ balance: 370 });
    expect(await s.balances()).toMatchObject({ entries: 150n, winnings: 220n });
    const refused = await play(s.sessionToken).bet(371);
    expect(refused.json()).toMatchObject({ error: { code: "INSUFFICIENT_FUNDS" }, balance: 370 });
  });

  it("a SweepStakes bet above the brand's maximum is MAX_BET_EXCEEDED and moves nothing; coins are not capped", async () => {
    const maxMinor = Number(toMinorUnits(BRANDS.funrize.limits.maxSweepStakesStake, "entries"));
    const s = await session({ entries: 50 }, "SweepStakes");
    const over = await play(s.sessionToken).bet(maxMinor + 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: { code: "MAX_BET_EXCEEDED" }, balance: 5000 });
    expect((await s.balances()).entries).toBe(5000n);
    expect((await play(s.sessionToken).bet(maxMinor)).statusCode).toBe(200);
    const coins = await session({ coins: 100_000 });
    expect((await play(coins.sessionToken).bet(maxMinor * 10)).statusCode).toBe(200);
  });

  it("TournamentPoints bets and wins move coins, and each coin wagered earns a tourPoint when the round settles", async () => {
    const s = await session({ coins: 100 });
    const round = play(s.sessionToken);
    await round.bet(30);
    await round.win(10);
    expect(await s.balances()).toMatchObject({ coins: 80n, tourPoints: 0n });
    await round.end();
    expect(await s.balances()).toMatchObject({ coins: 80n, tourPoints: 30n, entries: 0n, winnings: 0n });
    await round.end();
    expect((await s.balances()).tourPoints).toBe(30n);
  });

  it("a rolled-back bet earns no tourPoints and its round reports no wager", async () => {
    const s = await session({ coins: 100 });
    const round = play(s.sessionToken);
    await round.bet(30);
    await round.rollback(30);
    await round.end();
    expect(await s.balances()).toMatchObject({ coins: 100n, tourPoints: 0n });
    const rows = await wallet.t.db.query<{ status: string }>(
      "select status from game_round where provider_slug = $1 and provider_round_id = $2",
      [EXTERNAL_PROVIDER, round.roundId],
    );
    expect(rows).toEqual([{ status: "rolled_back" }]);
    expect(await outboxOf(s.playerId)).toEqual([]);
  });

  it("a settled round writes one wager.settled event with its totals, in minor units", async () => {
    const s = await session({ entries: 10 }, "SweepStakes");
    const round = play(s.sessionToken);
    await round.bet(250);
    await round.win(75);
    expect(await outboxOf(s.playerId)).toEqual([]);
    await round.end();
    await round.end();
    const events = await outboxOf(s.playerId);
    expect(events).toHaveLength(1);
    expect(events[0]?.topic).toBe("wager.settled");
    expect(events[0]?.published_at).toBeNull();
    const payload = WagerSettledEventSchema.parse(events[0]?.payload);
    const stored = await wallet.t.db.query<{ id: string }>(
      "select id::text from game_round where provider_slug = $1 and provider_round_id = $2",
      [EXTERNAL_PROVIDER, round.roundId],
    );
    expect(payload).toEqual({
      roundId: stored[0]?.id,
      playerId: s.playerId,
      gameId: wallet.game.id,
      providerSlug: EXTERNAL_PROVIDER,
      gameMode: "SweepStakes",
      currency: "entries",
      bet: "250",
      win: "75",
      settledAt: clock.now().toISOString(),
    });
  });

  it("no wager.settled and no tourPoints when the settling transaction fails; a retry settles once", async () => {
    const s = await session({ coins: 100 });
    const round = play(s.sessionToken);
    await round.bet(40);
    // Make the outbox write itself fail for this player only: the whole settlement must roll back.
    await wallet.t.db.query(`create or replace function test_refuse_outbox() returns trigger language plpgsql as $$
      begin
        if new.aggregate_id = '${s.playerId}' then raise exception 'outbox refused by the test'; end if;
        return new;
      end $$`);
    await wallet.t.db.query(
      "create trigger test_refuse_outbox before insert on outbox_event for each row execute function test_refuse_outbox()",
    );
    try {
      const failed = await round.end();
      expect(failed.statusCode).toBe(500);
    } finally {
      await wallet.t.db.query("drop trigger test_refuse_outbox on outbox_event");
      await wallet.t.db.query("drop function test_refuse_outbox()");
    }
    expect(await outboxOf(s.playerId)).toEqual([]);
    expect((await s.balances()).tourPoints).toBe(0n);
    const open = await wallet.t.db.query<{ status: string }>(
      "select status from game_round where provider_slug = $1 and provider_round_id = $2",
      [EXTERNAL_PROVIDER, round.roundId],
    );
    expect(open).toEqual([{ status: "open" }]);
    expect((await round.end()).statusCode).toBe(200);
    expect(await outboxOf(s.playerId)).toHaveLength(1);
    expect((await s.balances()).tourPoints).toBe(40n);
  });

  it("demo play moves the session's play money and never the ledger or the outbox", async () => {
    const s = await session({ coins: 5 }, "TournamentPoints", "demo");
    const before = await wallet.t.db.query<{ n: string }>(
      "select count(*)::text as n from ledger_transaction where player_id = $1",
      [s.playerId],
    );
    const outboxBefore = await allOutboxRowsOf(s.playerId);
    const round = play(s.sessionToken);
    expect((await round.bet(1000)).json()).toMatchObject({ balance: 9000, transactionId: null });
    expect((await round.win(2500)).json()).toMatchObject({ balance: 11500 });
    expect((await round.end()).json()).toMatchObject({ balance: 11500 });
    expect(await s.balances()).toMatchObject({ coins: 5n, tourPoints: 0n });
    const after = await wallet.t.db.query<{ n: string }>(
      "select count(*)::text as n from ledger_transaction where player_id = $1",
      [s.playerId],
    );
    expect(after).toEqual(before);
    expect(await allOutboxRowsOf(s.playerId)).toBe(outboxBefore);
    expect((await play(s.sessionToken).bet(11501)).json()).toMatchObject({
      error: { code: "INSUFFICIENT_FUNDS" },
    });
  });
});
