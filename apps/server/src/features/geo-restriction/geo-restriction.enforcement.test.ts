import { createJurisdictionRuleEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../test-support/auth-client";
import { CLIENT, errorCode } from "../../test-support/game-launch";
import { createTestGame, fundPlayer, manualClock, type TestGame } from "../../test-support/games";
import { backofficeHeaders, createTestOperator, expectAudited } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const SEATTLE_IP = "128.95.1.1";
const AUSTIN_IP = "128.83.1.1";
const DAY = 24 * 60 * 60 * 1000;

describe("jurisdiction rules at sign-up, SweepStakes play and the switch to SweepStakes", () => {
  // 2026-11-22T12:00Z: Indiana's ban (2026-07-01) is in force, a rule dated tomorrow is not.
  const clock = manualClock();
  const bench = {} as { t: TestApp; game: TestGame };
  beforeAll(async () => {
    bench.t = await createTestApp({ clock, env: { CAPTCHA: "off" } });
    bench.game = await createTestGame(bench.t.db);
  });
  afterAll(() => bench.t.close());

  const player = async (options: { state?: string; gameMode?: "SweepStakes" | "TournamentPoints" } = {}) => {
    const p = await createTestPlayer(bench.t.db, options.state ? { state: options.state } : {});
    await fundPlayer(bench.t.db, p.playerId, { coins: 100, entries: 100 });
    if (options.gameMode === "SweepStakes") {
      await bench.t.db.query("update player set game_mode = 'SweepStakes' where id = $1", [p.playerId]);
    }
    return p;
  };
  const launchFrom = (gameId: number, cookie: string, remoteAddress: string) =>
    bench.t.app.inject({
      method: "POST",
      url: `/rest/game/${gameId}/play/`,
      remoteAddress,
      headers: { ...CLIENT, cookie },
    });
  const switchToSweepStakes = (cookie: string, remoteAddress = "127.0.0.1") =>
    bench.t.app.inject({
      method: "POST",
      url: "/rest/player/game-mode/switch-to-sweep-stakes/",
      remoteAddress,
      headers: { ...CLIENT, cookie },
    });
  const signUp = (remoteAddress: string, email: string) =>
    bench.t.app.inject({
      method: "POST",
      url: "/rest/auth/signup/",
      remoteAddress,
      headers: CLIENT,
      payload: { email, password: PASSWORD, termsAccepted: true, birthday: "1990-04-12" },
    });

  it("refuses a sign-up from a banned state, naming it, and accepts one from elsewhere", async () => {
    const refused = await signUp(SEATTLE_IP, "from-seattle@example.com");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "JURISDICTION_RESTRICTED",
      message: "Sign-up is not available in Washington.",
    });
    const [count] = await bench.t.db.query<{ n: number }>(
      "select count(*)::int as n from player where email = 'from-seattle@example.com'",
    );
    expect(count?.n).toBe(0);
    expect((await signUp(AUSTIN_IP, "from-austin@example.com")).statusCode).toBe(200);
  });

  it("refuses SweepStakes play to a player living in a banned state, wherever they connect from", async () => {
    const p = await player({ state: "WA", gameMode: "SweepStakes" });
    const response = await launchFrom(bench.game.id, p.cookie, AUSTIN_IP);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: "JURISDICTION_RESTRICTED",
      message: "SweepStakes play is not available in Washington.",
    });
  });

  it("refuses SweepStakes play from a banned state's address and allows coins play there", async () => {
    const sweeps = await player({ gameMode: "SweepStakes" });
    expect(errorCode(await launchFrom(bench.game.id, sweeps.cookie, SEATTLE_IP))).toBe(
      "JURISDICTION_RESTRICTED",
    );
    expect((await launchFrom(bench.game.id, sweeps.cookie, AUSTIN_IP)).statusCode).toBe(200);
    const coins = await player();
    expect((await launchFrom(bench.game.id, coins.cookie, SEATTLE_IP)).statusCode).toBe(200);
  });

  it("refuses the switch to SweepStakes where SweepStakes play is refused, and keeps the mode", async () => {
    const p = await player({ state: "NJ" });
    const response = await switchToSweepStakes(p.cookie);
    expect(errorCode(response)).toBe("JURISDICTION_RESTRICTED");
    const [row] = await bench.t.db.query<{ game_mode: string }>(
      "select game_mode from player where id = $1",
      [p.playerId],
    );
    expect(row?.game_mode).toBe("TournamentPoints");
    const texan = await player({ state: "TX" });
    expect((await switchToSweepStakes(texan.cookie)).json()).toEqual({
      success: true,
      gameMode: "SweepStakes",
    });
  });

  it("applies a rule dated tomorrow from tomorrow, not today, with no other change", async () => {
    const compliance = await createTestOperator(bench.t.db, { roleId: "compliance" });
    const created = await bench.t.app.inject({
      method: "POST",
      url: "/api/backoffice/compliance/jurisdiction-rules/",
      headers: backofficeHeaders(compliance),
      payload: {
        code: "US-TX",
        name: "Texas",
        effectiveFrom: "2026-11-23",
        allowsSignUp: true,
        allowsPurchase: true,
        allowsSweepstakesPlay: false,
        allowsRedemption: true,
        allowsAmoe: true,
        minimumAge: 18,
        sourceNote: "A test rule: SweepStakes play closes tomorrow.",
        isConfirmed: true,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().status).toBe("scheduled");
    await expectAudited(bench.t.db, createJurisdictionRuleEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "jurisdiction_rule",
      targetId: created.json().id,
    });
    const p = await player({ state: "TX", gameMode: "SweepStakes" });
    expect((await launchFrom(bench.game.id, p.cookie, AUSTIN_IP)).statusCode).toBe(200);
    const sinceMidnight = DAY / 2; // the clock stands at noon UTC
    clock.advance(sinceMidnight - 1);
    expect((await launchFrom(bench.game.id, p.cookie, AUSTIN_IP)).statusCode).toBe(200);
    clock.advance(1);
    const tomorrow = await launchFrom(bench.game.id, p.cookie, AUSTIN_IP);
    expect(tomorrow.json().error).toMatchObject({
      code: "JURISDICTION_RESTRICTED",
      message: "SweepStakes play is not available in Texas.",
    });
    // Sign-up is still allowed in Texas from that day: only the play check refuses.
    expect((await signUp(AUSTIN_IP, "texan-tomorrow@example.com")).statusCode).toBe(200);
  });
});
