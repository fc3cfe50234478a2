import type { GameMode, ProviderOperation } from "@casino/contracts";
import { afterAll, beforeAll } from "vitest";
import {
  createTestGame,
  createTestGameSession,
  EXTERNAL_PROVIDER,
  fundPlayer,
  manualClock,
  type TestGame,
  WALLET_TEST_ENV,
  walletCall,
} from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

/** What a test session's player holds, in whole units (coins, or entries and winnings with cents). */
export interface TestFunds {
  coins?: number;
  entries?: number;
  winnings?: number;
}

/**
 * The wallet suites' shared set-up, registered in the calling describe block: an app with an external
 * provider and its game on a clock the tests move, funded sessions, and each wallet call signed at the
 * clock's time.
 */
export function walletTestFixture() {
  let t: TestApp;
  let game: TestGame;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: WALLET_TEST_ENV, clock });
    game = await createTestGame(t.db, { integration: EXTERNAL_PROVIDER, engineId: null });
  });
  afterAll(() => t.close());

  /** A funded player in a session of the provider's game: real money in TournamentPoints unless told. */
  async function session(
    funds: TestFunds = { coins: 100 },
    gameMode: GameMode = "TournamentPoints",
    mode: "real" | "demo" = "real",
  ) {
    const { playerId } = await createTestPlayer(t.db, { withSession: false });
    await fundPlayer(t.db, playerId, funds);
    const sessionToken = await createTestGameSession(t.db, {
      playerId,
      gameId: game.id,
      providerSlug: EXTERNAL_PROVIDER,
      gameMode,
      mode,
      now: clock.now(),
    });
    const balances = () => balancesOf(t.db, playerId);
    return { playerId, sessionToken, balances, coins: async () => (await balances()).coins };
  }

  // Signed at the test clock's time, which the expiry tests move on.
  const call = (operation: ProviderOperation, body: object, options: Parameters<typeof walletCall>[3] = {}) =>
    walletCall(t.app, operation, body, { now: clock.now(), ...options });
  const bet = (sessionToken: string, transactionId: string, roundId: string, amount: number) =>
    call("bet", { sessionToken, transactionId, roundId, amount });
  const win = (sessionToken: string, transactionId: string, roundId: string, amount: number, betId: string) =>
    call("win", { sessionToken, transactionId, roundId, amount, betTransactionId: betId });
  const rollback = (
    sessionToken: string,
    transactionId: string,
    roundId: string,
    amount: number,
    betId: string,
  ) => call("rollback", { sessionToken, transactionId, roundId, amount, betTransactionId: betId });
  const endRound = (sessionToken: string, roundId: string) => call("end-round", { sessionToken, roundId });
  const code = (response: { json(): unknown }) =>
    (response.json() as { error?: { code: string } }).error?.code;
  /** Sends exactly these headers and bytes, as a replaying attacker would. */
  const send = (operation: ProviderOperation, headers: Record<string, string>, payload: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/provider/${EXTERNAL_PROVIDER}/${operation}/`,
      headers,
      payload,
    });
  const secondsFromNow = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  return {
    clock,
    get t() {
      return t;
    },
    get game() {
      return game;
    },
    session,
    call,
    bet,
    win,
    rollback,
    endRound,
    code,
    send,
    secondsFromNow,
  };
}
