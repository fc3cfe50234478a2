import { GameLaunchSchema, HouseGameSessionSchema, HouseSpinResultSchema } from "@casino/contracts";
import { payoutFor } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { errorCode, useGameBench } from "../../test-support/game-launch";
import { balancesOf } from "../ledger";

describe("the built-in provider's game page API", () => {
  const { bench, clock, launch, spin, sessionInfo, player, launched } = useGameBench();

  it("the session call answers the game, balance, stakes and fairness commitment", async () => {
    const { launch: l } = await launched({ coins: 1000 });
    const response = await sessionInfo(l.sessionToken);
    expect(response.statusCode).toBe(200);
    const body = HouseGameSessionSchema.parse(response.json());
    expect(body).toMatchObject({
      gameId: bench.game.id,
      slug: bench.game.slug,
      engineId: "classic-3-reel",
      mode: "real",
      currency: "coins",
      balance: 1000,
      stakeLevels: [10, 20, 50],
    });
    expect(body.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(errorCode(await sessionInfo("y".repeat(43)))).toBe("TOKEN_INVALID");
    expect(errorCode(await bench.t.app.inject({ url: "/games/api/session" }))).toBe("VALIDATION_FAILED");
  });

  it("each spin moves the balance by exactly win − stake, and rounds go to the ledger and history", async () => {
    const p = await launched({ coins: 5000 });
    let expected = 5000;
    let wins = 0;
    let losses = 0;
    for (let i = 0; i < 300 && (wins === 0 || losses === 0); i += 1) {
      const response = await spin(p.launch.sessionToken, 20);
      expect(response.statusCode).toBe(200);
      const result = HouseSpinResultSchema.parse(response.json());
      expected += result.win - 20;
      expect(result.balance).toBe(expected);
      // The outcome never saw the stake: the win is the stake times its multiplier, rounded down.
      expect(BigInt(result.win)).toBe(payoutFor(20n, Number(result.outcome.totalMultiplier)));
      if (result.win > 0) wins += 1;
      else losses += 1;
    }
    expect([wins > 0, losses > 0]).toEqual([true, true]);
    expect((await balancesOf(bench.t.db, p.playerId)).coins).toBe(BigInt(expected));
    const rounds = await bench.t.db.query<{ status: string; n: string }>(
      "select status, count(*)::text as n from game_round where player_id = $1 group by status",
      [p.playerId],
    );
    expect(rounds).toEqual([{ status: "settled", n: String(wins + losses) }]);
    const events = await bench.t.db.query<{ n: string }>(
      "select count(*)::text as n from outbox_event where aggregate_id = $1 and topic = 'wager.settled'",
      [p.playerId],
    );
    expect(events).toEqual([{ n: String(wins + losses) }]);
    expect((await balancesOf(bench.t.db, p.playerId)).tourPoints).toBe(BigInt(20 * (wins + losses)));
  });

  it("a stake the game does not offer is refused and moves nothing", async () => {
    const p = await launched({ coins: 1000 });
    const response = await spin(p.launch.sessionToken, 15);
    expect([response.statusCode, errorCode(response)]).toEqual([400, "STAKE_NOT_ALLOWED"]);
    expect((await balancesOf(bench.t.db, p.playerId)).coins).toBe(1000n);
  });

  it("a spin the balance cannot pay is INSUFFICIENT_FUNDS", async () => {
    const p = await launched({ coins: 15 });
    const response = await spin(p.launch.sessionToken, 20);
    expect([response.statusCode, errorCode(response)]).toEqual([409, "INSUFFICIENT_FUNDS"]);
    expect((await balancesOf(bench.t.db, p.playerId)).coins).toBe(15n);
  });

  it("an expired session spins no more", async () => {
    const p = await launched({ coins: 100 });
    clock.advance(31 * 60 * 1000);
    const response = await spin(p.launch.sessionToken, 10);
    expect([response.statusCode, errorCode(response)]).toEqual([401, "SESSION_EXPIRED"]);
    expect(errorCode(await spin("z".repeat(43), 10))).toBe("TOKEN_INVALID");
  });

  it("demo spins play with the session's play money, not the ledger", async () => {
    const p = await player({ coins: 7 });
    const demo = GameLaunchSchema.parse((await launch(bench.game.id, p.cookie, "demo")).json());
    expect(HouseGameSessionSchema.parse((await sessionInfo(demo.sessionToken)).json())).toMatchObject({
      mode: "demo",
      balance: 10_000,
    });
    const result = HouseSpinResultSchema.parse((await spin(demo.sessionToken, 50)).json());
    expect(result).toMatchObject({ mode: "demo", balance: 10_000 - 50 + result.win });
    expect(await balancesOf(bench.t.db, p.playerId)).toMatchObject({ coins: 7n, tourPoints: 0n });
  });
});
