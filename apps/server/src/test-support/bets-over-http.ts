import { randomBytes } from "node:crypto";
import type { ProviderOperation } from "@casino/contracts";
import { migrateDatabase, openDatabase, seedDatabase } from "@casino/db";
import { signWalletCall } from "../features/provider-wallet";
import { createTestGame, createTestGameSession, fundPlayer } from "./games";
import { createTestPlayer } from "./players";

/** An external provider with a secret made up for the run: the server gets it as PROVIDER_SECRETS. */
export interface BettingProvider {
  slug: string;
  secret: string;
}

export const newBettingProvider = (): BettingProvider => ({
  slug: "restart-load",
  secret: randomBytes(32).toString("hex"),
});

export const providerSecretsOf = (provider: BettingProvider) => `${provider.slug}=${provider.secret}`;

/** A bet the server answered 2xx: what was sent, and the ledger transaction it answered with. */
export interface AcknowledgedBet {
  sessionToken: string;
  transactionId: string;
  roundId: string;
  amount: number;
  ledgerTransactionId: string;
}

/**
 * Makes a PGlite DATA_DIR ready to bet on before any server opens it: migrated and seeded as boot does,
 * with a game of the provider and `players` funded players, each with a TournamentPoints session that
 * lasts a day. Answers the session tokens.
 */
export async function prepareBettingDataDir(
  dataDir: string,
  provider: BettingProvider,
  players: number,
): Promise<string[]> {
  const db = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const game = await createTestGame(db, { integration: provider.slug, engineId: null });
    const tokens: string[] = [];
    for (let n = 0; n < players; n++) {
      const { playerId } = await createTestPlayer(db, { withSession: false });
      await fundPlayer(db, playerId, { coins: 1_000_000 });
      tokens.push(
        await createTestGameSession(db, {
          playerId,
          gameId: game.id,
          providerSlug: provider.slug,
          gameMode: "TournamentPoints",
          now: new Date(),
          lifetimeMs: 24 * 60 * 60 * 1000,
        }),
      );
    }
    return tokens;
  } finally {
    await db.close();
  }
}

/** One signed seamless-wallet call over HTTP, signed now. */
export function callWallet(
  baseUrl: string,
  provider: BettingProvider,
  operation: ProviderOperation,
  body: object,
): Promise<Response> {
  const payload = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(`${baseUrl}/api/provider/${provider.slug}/${operation}/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-timestamp": String(timestamp),
      "x-signature": signWalletCall(provider.secret, { timestamp, operation, body: payload }),
    },
    body: payload,
  });
}

export interface BetLoad {
  /** Every bet answered 2xx so far, in the order the answers came. */
  acknowledged: AcknowledgedBet[];
  /** Bets sent whose answer never came (the server died with them in flight). */
  unanswered(): number;
  /** Resolves when every connection has stopped: after `stop()`, or once the server stopped answering. */
  done: Promise<void>;
  stop(): void;
}

/**
 * Bets back to back on `connections` connections, each bet a new round of the next session in turn, until
 * stopped or until the server stops answering (a connection stops at its first failed request). A 4xx or
 * 5xx answer fails `done`: the load must be all acknowledged bets, or the check after a crash means little.
 */
export function startBetLoad(
  baseUrl: string,
  provider: BettingProvider,
  tokens: readonly string[],
  options: { connections: number; amount: number },
): BetLoad {
  const acknowledged: AcknowledgedBet[] = [];
  const prefix = randomBytes(6).toString("hex");
  let sent = 0;
  let answered = 0;
  let isStopped = false;
  const connection = async () => {
    while (!isStopped) {
      const n = sent++;
      const bet = {
        sessionToken: tokens[n % tokens.length] as string,
        transactionId: `${prefix}-bet-${n}`,
        roundId: `${prefix}-round-${n}`,
        amount: options.amount,
      };
      let response: Response;
      try {
        response = await callWallet(baseUrl, provider, "bet", bet);
      } catch {
        return; // The server is gone: this bet's fate is unknown, which the caller checks for.
      }
      const text = await response.text().catch(() => null);
      if (text === null) return;
      answered++;
      if (!response.ok) throw new Error(`bet ${bet.transactionId}: ${response.status} ${text}`);
      const { transactionId } = JSON.parse(text) as { transactionId: string };
      acknowledged.push({ ...bet, ledgerTransactionId: transactionId });
    }
  };
  const done = Promise.all(Array.from({ length: options.connections }, connection)).then(() => {});
  return {
    acknowledged,
    unanswered: () => sent - answered,
    done,
    stop() {
      isStopped = true;
    },
  };
}

/**
 * Polls `/healthz` until it answers 200 and answers the milliseconds since `startedAt` (from
 * `performance.now()`); fails with `describe()` (the process output) when `isRunning` turns false or the
 * deadline passes.
 */
export async function waitUntilHealthy(
  baseUrl: string,
  options: { startedAt: number; deadlineMs: number; isRunning: () => boolean; describe: () => string },
): Promise<number> {
  while (performance.now() - options.startedAt < options.deadlineMs) {
    if (!options.isRunning())
      throw new Error(`The server exited before it was healthy:\n${options.describe()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return performance.now() - options.startedAt;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The server was not healthy after ${options.deadlineMs} ms:\n${options.describe()}`);
}
