import { randomUUID } from "node:crypto";
import { WAGER_SETTLED, type WagerSettledEvent } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeOutboxEvent } from "../../platform/outbox";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import {
  move,
  playthroughStatus,
  postLedgerTransactionAlone,
  redeemableWinnings,
  reverseLedgerTransaction,
} from ".";

describe("playthrough: entries that did not come from play are wagered before winnings redeem", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newPlayer = async () => (await createTestPlayer(t.db, { withSession: false })).playerId;
  const credit = (
    playerId: string,
    entries: bigint,
    options: { house?: "promotions" | "purchases" | "game"; multiplier?: string; key?: string } = {},
  ) =>
    postLedgerTransactionAlone(t.db, {
      idempotencyKey: options.key ?? `test-credit:${randomUUID()}`,
      kind: "test.credit",
      playerId,
      legs: move({ house: options.house ?? "promotions" }, { playerId }, "entries", entries),
      ...(options.multiplier ? { playthroughMultiplier: options.multiplier } : {}),
    });
  const winWinnings = (playerId: string, winnings: bigint) =>
    postLedgerTransactionAlone(t.db, {
      idempotencyKey: `test-win:${randomUUID()}`,
      kind: "test.win",
      playerId,
      legs: move({ house: "game" }, { playerId }, "winnings", winnings),
    });
  const settle = async (
    playerId: string,
    bet: bigint,
    options: { roundId?: string; currency?: "coins" | "entries" } = {},
  ) => {
    const roundId = options.roundId ?? randomUUID();
    const currency = options.currency ?? "entries";
    const event: WagerSettledEvent = {
      roundId,
      playerId,
      gameId: 1,
      providerSlug: "house",
      gameMode: currency === "entries" ? "SweepStakes" : "TournamentPoints",
      currency,
      bet: bet.toString(),
      win: "0",
      settledAt: "2026-11-22T12:00:00.000Z",
    };
    await writeOutboxEvent(t.db, { topic: WAGER_SETTLED, aggregateId: playerId, payload: event });
    await t.relayOutbox();
    return roundId;
  };
  const batchesOf = async (playerId: string) =>
    t.db.query<{ kind: string; amount: string; required: string; wagered: string; done: boolean }>(
      `select kind, amount::text, required::text, wagered::text, completed_at is not null as done
       from playthrough_batch where player_id = $1 order by id`,
      [playerId],
    );
  const wagerRows = async (playerId: string) =>
    (
      await t.db.query<{ n: number }>(
        "select count(*)::int as n from playthrough_wager where player_id = $1",
        [playerId],
      )
    )[0]?.n;

  it("a credit of entries from a house account opens a batch of the amount, in the same transaction", async () => {
    const player = await newPlayer();
    await credit(player, 1_000n);
    expect(await batchesOf(player)).toEqual([
      { kind: "test.credit", amount: "1000", required: "1000", wagered: "0", done: false },
    ]);
    expect((await playthroughStatus(t.db, player)).outstanding).toBe(1_000n);
  });

  it("a multiplier asks for that many times the amount, rounded up to the cent", async () => {
    const player = await newPlayer();
    await credit(player, 1_000n, { multiplier: "3" });
    await credit(player, 333n, { multiplier: "1.5" });
    expect((await batchesOf(player)).map((b) => b.required)).toEqual(["3000", "500"]);
  });

  it("play's own credits (from the game account), coins and a replayed key open nothing", async () => {
    const player = await newPlayer();
    await credit(player, 500n, { house: "game" });
    await postLedgerTransactionAlone(t.db, {
      idempotencyKey: `coins:${randomUUID()}`,
      kind: "test.coins",
      playerId: player,
      legs: move({ house: "purchases" }, { playerId: player }, "coins", 5_000n),
    });
    expect(await batchesOf(player)).toEqual([]);
    const key = `once:${randomUUID()}`;
    await credit(player, 200n, { key });
    const replay = await credit(player, 200n, { key });
    expect(replay.isReplay).toBe(true);
    expect(await batchesOf(player)).toHaveLength(1);
  });

  it("settled SweepStakes bets fill the oldest batch first, and complete it", async () => {
    const player = await newPlayer();
    await credit(player, 1_000n);
    await credit(player, 500n);
    await settle(player, 1_200n);
    expect(await batchesOf(player)).toMatchObject([
      { wagered: "1000", done: true },
      { wagered: "200", done: false },
    ]);
    await settle(player, 10_000n);
    expect(await batchesOf(player)).toMatchObject([
      { wagered: "1000", done: true },
      { wagered: "500", done: true },
    ]);
    expect((await playthroughStatus(t.db, player)).openBatches).toEqual([]);
  });

  it("a replayed wager.settled event for the same round counts once", async () => {
    const player = await newPlayer();
    await credit(player, 1_000n);
    const roundId = await settle(player, 300n);
    await settle(player, 300n, { roundId });
    expect(await batchesOf(player)).toMatchObject([{ wagered: "300", done: false }]);
    expect(await wagerRows(player)).toBe(1);
  });

  it("coins rounds and rounds without a bet do no playthrough work at all", async () => {
    const player = await newPlayer();
    await credit(player, 1_000n);
    await settle(player, 500n, { currency: "coins" });
    await settle(player, 0n);
    expect(await batchesOf(player)).toMatchObject([{ wagered: "0" }]);
    expect(await wagerRows(player)).toBe(0);
  });

  it("redeemable winnings are the winnings less the outstanding playthrough, never below zero", async () => {
    const player = await newPlayer();
    await winWinnings(player, 5_000n);
    await credit(player, 2_000n);
    expect(await redeemableWinnings(t.db, player)).toEqual({
      winnings: 5_000n,
      outstanding: 2_000n,
      redeemable: 3_000n,
    });
    await credit(player, 10_000n);
    expect((await redeemableWinnings(t.db, player)).redeemable).toBe(0n);
    await settle(player, 12_000n);
    expect(await redeemableWinnings(t.db, player)).toEqual({
      winnings: 5_000n,
      outstanding: 0n,
      redeemable: 5_000n,
    });
  });

  it("reversing a credit closes its batch: nothing is left to play through for it", async () => {
    const player = await newPlayer();
    const key = `reversible:${randomUUID()}`;
    await credit(player, 800n, { key });
    await t.db.transaction((tx) =>
      reverseLedgerTransaction(tx, {
        originalKey: key,
        idempotencyKey: `${key}:reversed`,
        kind: "test.reverse",
        playerId: player,
      }),
    );
    expect(await batchesOf(player)).toMatchObject([{ amount: "800", wagered: "0", done: true }]);
    expect((await redeemableWinnings(t.db, player)).outstanding).toBe(0n);
  });
});
