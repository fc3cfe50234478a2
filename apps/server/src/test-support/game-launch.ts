import { GameLaunchSchema } from "@casino/contracts";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestGame, fundPlayer, manualClock, type TestGame } from "./games";
import { createTestPlayer } from "./players";
import { createTestApp, type TestApp } from "./test-app";

/** The header the web app sends, which the CSRF check expects of a browser call. */
export const CLIENT = { "x-casino-client": "web" };

export type Funds = { coins?: number; entries?: number; winnings?: number };

/** The error code of an answer in the error envelope (undefined for a success). */
export const errorCode = (response: { json(): unknown }) =>
  (response.json() as { error?: { code: string } }).error?.code;

/**
 * A test app with one built-in game for the suite around it, and the calls a player's browser (launch) and
 * the game page (session, spin) make. `bench.t` and `bench.game` are set once the suite's set-up ran.
 */
export function useGameBench(clock = manualClock()) {
  const bench = {} as { t: TestApp; game: TestGame };
  beforeAll(async () => {
    bench.t = await createTestApp({ clock });
    bench.game = await createTestGame(bench.t.db);
  });
  afterAll(() => bench.t.close());

  const launch = (gameId: number, cookie?: string, mode: "play" | "demo" = "play") =>
    bench.t.app.inject({
      method: "POST",
      url: `/rest/game/${gameId}/${mode}/`,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}) },
    });
  const spin = (token: string, stake: number) =>
    bench.t.app.inject({
      method: "POST",
      url: "/games/api/spin",
      headers: CLIENT,
      payload: { token, stake },
    });
  const sessionInfo = (token: string) => bench.t.app.inject({ url: `/games/api/session?token=${token}` });

  async function player(funds: Funds = { coins: 1000 }) {
    const created = await createTestPlayer(bench.t.db);
    await fundPlayer(bench.t.db, created.playerId, funds);
    return created;
  }

  /** A funded player with a game launched for real. */
  async function launched(funds?: Funds) {
    const p = await player(funds);
    const response = await launch(bench.game.id, p.cookie);
    expect(response.statusCode).toBe(200);
    return { ...p, launch: GameLaunchSchema.parse(response.json()) };
  }

  return { bench, clock, launch, spin, sessionInfo, player, launched };
}
