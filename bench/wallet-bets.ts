import { randomBytes } from "node:crypto";
import type { Database } from "@casino/db";
import { reconcileLedger } from "../apps/server/src/features/ledger";
import { createTestGame, createTestGameSession, fundPlayer } from "../apps/server/src/test-support/games";
import { createTestPlayer } from "../apps/server/src/test-support/players";
import { closing, startCasinoServer } from "./support/casino-server";
import { compareSides, type LoadShape } from "./support/load";
import {
  initPgbench,
  pacePgbench,
  runPgbench,
  sampleLockWaits,
  type WaitSample,
  withThrowawayDatabase,
} from "./support/postgres";
import type { BenchResult } from "./support/result";
import {
  type BetLoad,
  type BetPlan,
  loadBets,
  type PacedBets,
  paceBets,
  probeBet,
} from "./support/wallet-load";

/** The load: 16 connections, against pgbench's 16 clients. */
const CONNECTIONS = 16;
/** Enough players that no two of 16 concurrent bets share a player row (bets go round them in turn). */
const PLAYERS = 200;
/** A stake of 10 coins, in TournamentPoints mode: the mode whose bets lock nothing before the posting. */
const STAKE = 10;
/** Whole seconds: pgbench's -T takes no fractions. */
const VS_PGBENCH: LoadShape = { warmUpSeconds: 2, roundSeconds: 3, rounds: 3 };
const HOT_VS_SPREAD: LoadShape = { warmUpSeconds: 1, roundSeconds: 3, rounds: 3 };
const PACED_SECONDS = 4;
const PACED_ROUNDS = 2;
const PACED_SHARE = 0.8;
/** The external provider the bets come from, with a secret made up for the run. */
const PROVIDER = "bench-wallet";

/**
 * The seamless wallet's bet endpoint (`POST /api/provider/{provider}/bet/`, signed, over HTTP through the
 * whole server) on the machine's real PostgreSQL, against pgbench on the same server in the same run.
 * Every database of the run is a throwaway one with a random name, dropped at the end even on failure.
 */
export async function walletBets(): Promise<BenchResult[]> {
  return withThrowawayDatabase("bench_pgbench", async (pgbenchUrl, pgbenchDatabase) => {
    await initPgbench(pgbenchUrl, pgbenchDatabase, 1);
    return withThrowawayDatabase("bench_wallet", async (walletUrl, walletDatabase) => {
      const secret = randomBytes(32).toString("hex");
      const server = await startCasinoServer({
        withWebApp: false,
        databaseUrl: walletUrl,
        env: { PROVIDER_SECRETS: `${PROVIDER}=${secret}` },
      });
      return closing(server, async () => {
        const plans = await preparePlayers(server.db, { origin: server.origin, secret });
        // One bet each first: a plan that cannot work fails with the server's answer, not a count.
        await probeBet(plans.spread);
        await probeBet(plans.hot);
        const houseAccount = await houseGameAccount(server.db);

        // 1. Bets back to back on 16 connections, spread over the players, against pgbench's 16 clients.
        const spread = (seconds: number) => loadBets(plans.spread, { connections: CONNECTIONS, seconds });
        const pgbench = async (seconds: number) => {
          const { tps, meanLatencyMs } = await runPgbench(pgbenchUrl, pgbenchDatabase, {
            script: "tpcb-like",
            clients: CONNECTIONS,
            threads: 2,
            seconds,
          });
          return { requestsPerSecond: tps, meanLatencyMs };
        };
        const vsPgbench = await compareSides(spread, pgbench, VS_PGBENCH);

        // 2. The p99 of bets arriving at a steady 80 % of that rate (open loop, see paced-bets-worker.ts),
        // best of PACED_ROUNDS runs like the rounds above. 80 % of the median round, not of the best: on a
        // busy machine the best round can be a lucky one, and 80 % of it then overloads the server and
        // measures a growing queue rather than a bet.
        const capacity = median(vsPgbench.rounds.subject.map((round) => round.requestsPerSecond));
        // The baseline's transaction is pgbench's simple-update (TPC-B-like without the teller and branch
        // updates): at scale 1 every tpcb-like client updates the one branch row, so at 80 % of its peak that
        // row's queue, not the machine, makes its tail; simple-update, like bets spread over players, has no
        // hot row. Its peak is measured the same way, here.
        const simpleUpdateRounds: number[] = [];
        for (let round = 0; round < VS_PGBENCH.rounds; round++) {
          const { tps } = await runPgbench(pgbenchUrl, pgbenchDatabase, {
            script: "simple-update",
            clients: CONNECTIONS,
            threads: 2,
            seconds: VS_PGBENCH.roundSeconds,
          });
          simpleUpdateRounds.push(tps);
        }
        const pgbenchCapacity = median(simpleUpdateRounds);
        let paced: PacedBets | null = null;
        let pacedPgbench: PacedPgbench | null = null;
        for (let round = 0; round < PACED_ROUNDS; round++) {
          const run = await paceBets(plans.spread, {
            rate: Math.max(1, Math.round(capacity * PACED_SHARE)),
            seconds: PACED_SECONDS,
            connections: CONNECTIONS,
          });
          if (!paced || run.p99LatencyMs < paced.p99LatencyMs) paced = run;
          // The same for PostgreSQL's own simple-update at 80 % of its own median round: the tail
          // this machine gives a small write transaction (decision 028), alternating with the bets.
          const rate = Math.max(1, Math.round(pgbenchCapacity * PACED_SHARE));
          const baseline = await pacePgbench(pgbenchUrl, pgbenchDatabase, {
            script: "simple-update",
            clients: CONNECTIONS,
            threads: 2,
            seconds: PACED_SECONDS,
            rate,
          });
          if (!pacedPgbench || baseline.p99LatencyMs < pacedPgbench.p99LatencyMs)
            pacedPgbench = { ...baseline, askedPerSecond: rate };
        }
        if (!paced || !pacedPgbench) throw new Error("no paced round ran");

        // 3. One hot player vs 200 players (issue #10): the same load on ONE player (200 sessions of theirs,
        // so only the player's balance row is shared) against the spread load above. Every bet updates the
        // player's cached balance row and holds its lock until its commit, so one player's bets queue for
        // that row where 200 players' do not; the value is hot ÷ spread (higher is better, 1 = a busy player
        // costs nothing). Group commit (decision 018) runs a player's concurrent bets one after the other in
        // one statement and one commit, instead of one commit each behind the row lock. The detail also shows
        // the house side: every bet of both cases posts to the one house `game` account of its currency,
        // which must not become a hot row either (ARCHITECTURE D5): the postings it took per second, whether
        // any bet updated its row (its xmin; its xmax only shows the foreign-key share locks of the postings,
        // which do not block each other), and how many busy backends waited for a lock, sampled from
        // pg_stat_activity.
        const houseRowBefore = await rowVersion(server.db, houseAccount);
        const hotVsSpread = await compareSides(
          watched(server.db, walletDatabase, houseAccount, (seconds) =>
            loadBets(plans.hot, { connections: CONNECTIONS, seconds }),
          ),
          watched(server.db, walletDatabase, houseAccount, spread),
          HOT_VS_SPREAD,
        );
        const houseRowUpdated = (await rowVersion(server.db, houseAccount)) !== houseRowBefore;
        const { subject: hot, baseline: spreadRound } = hotVsSpread;

        // Fast bets that broke the ledger are no result: the same check as `npm run ledger:check`.
        const ledger = await reconcileLedger(server.db);
        if (!ledger.isSound)
          throw new Error(`wallet bets left the ledger unsound:\n${ledger.problems.join("\n")}`);

        return [
          {
            name: "wallet-bets.throughput-vs-pgbench",
            value: vsPgbench.ratio,
            budget: { atLeast: 1.2, source: "issue #10" },
            detail: `bets ${describe(vsPgbench.subject)}; pgbench tpcb-like ${vsPgbench.baseline.requestsPerSecond.toFixed(0)} tps, mean ${vsPgbench.baseline.meanLatencyMs.toFixed(2)} ms`,
          },
          {
            name: "wallet-bets.p99-at-80pct-vs-pgbench",
            value: paced.p99LatencyMs / pacedPgbench.p99LatencyMs,
            budget: { atMost: 1, source: "issue #10, decision 028" },
            detail: `bets p99 ${paced.p99LatencyMs.toFixed(1)} ms; pgbench simple-update p99 ${pacedPgbench.p99LatencyMs.toFixed(1)} ms (due at ${pacedPgbench.askedPerSecond} tps, 80 % of its median round, ${pgbenchCapacity.toFixed(0)} tps; answered ${pacedPgbench.answeredPerSecond.toFixed(0)} tps, p50 ${pacedPgbench.p50LatencyMs.toFixed(2)} ms, mean ${pacedPgbench.meanLatencyMs.toFixed(2)} ms)`,
          },
          {
            name: "wallet-bets.p99-at-80pct-ms",
            value: paced.p99LatencyMs,
            detail: `bets due at ${paced.askedPerSecond} req/s (80 % of the median round, ${capacity.toFixed(0)} req/s), answered ${paced.answeredPerSecond.toFixed(0)} req/s, p50 ${paced.p50LatencyMs.toFixed(2)} ms, mean ${paced.meanLatencyMs.toFixed(2)} ms; the issue's 10 ms needs a machine whose PostgreSQL alone gives it (decision 028)`,
          },
          {
            name: "wallet-bets.hot-player-vs-spread",
            value: hotVsSpread.ratio,
            budget: { atLeast: 0.9, source: "issue #10" },
            detail:
              `one player ${describe(hot)}, ${waits(hot.waits)}; ` +
              `${PLAYERS} players ${describe(spreadRound)}, ${waits(spreadRound.waits)}, ` +
              `house account ${spreadRound.housePostingsPerSecond.toFixed(0)} postings/s, ` +
              `its row ${houseRowUpdated ? "UPDATED by bets" : "never updated"}; ` +
              `ledger sound after ${ledger.counts.transactions} transactions`,
          },
        ];
      });
    });
  });
}

type PacedPgbench = Awaited<ReturnType<typeof pacePgbench>> & { askedPerSecond: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const describe = (t: BetLoad) =>
  `${t.requestsPerSecond.toFixed(0)} req/s, mean ${t.meanLatencyMs.toFixed(2)} ms, p99 ${t.p99LatencyMs.toFixed(0)} ms`;
const waits = (w: WaitSample) =>
  `${w.waitingForLock.toFixed(1)} of ${w.active.toFixed(1)} busy backends waiting for a lock`;

/** A load that also samples lock waits and counts the postings the house account took meanwhile. */
function watched(
  db: Database,
  database: string,
  houseAccount: string,
  side: (seconds: number) => Promise<BetLoad>,
) {
  return async (seconds: number) => {
    const [{ last } = { last: "0" }] = await db.query<{ last: string }>(
      "select coalesce(max(id), 0)::text as last from ledger_posting",
    );
    const stop = await sampleLockWaits(database);
    const load = await side(seconds).catch(async (error: unknown) => {
      await stop().catch(() => {});
      throw error;
    });
    const sampled = await stop();
    const [{ postings } = { postings: 0 }] = await db.query<{ postings: number }>(
      "select count(*)::int as postings from ledger_posting where id > $1 and account_id = $2",
      [last, houseAccount],
    );
    return { ...load, waits: sampled, housePostingsPerSecond: postings / load.seconds };
  };
}

async function houseGameAccount(db: Database): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    "select id::text from ledger_account where house = 'game' and currency = 'coins'",
  );
  if (!row) throw new Error("no house game account after the first bet");
  return row.id;
}

/** The row's xmin: it changes when the row is updated, not when it is only read or share-locked. */
async function rowVersion(db: Database, accountId: string): Promise<string> {
  const [row] = await db.query<{ xmin: string }>("select xmin::text from ledger_account where id = $1", [
    accountId,
  ]);
  return row?.xmin ?? "";
}

/**
 * PLAYERS players of one brand, each funded and with a TournamentPoints game session of a game of the
 * bench's provider (spread); and one more player with PLAYERS sessions of their own (hot), so the two plans
 * differ only in whose balance row the bets hit.
 */
async function preparePlayers(db: Database, server: { origin: string; secret: string }) {
  const game = await createTestGame(db, { integration: PROVIDER, engineId: null });
  const session = (playerId: string) =>
    createTestGameSession(db, {
      playerId,
      gameId: game.id,
      providerSlug: PROVIDER,
      gameMode: "TournamentPoints",
      now: new Date(),
    });
  const fundedPlayer = async () => {
    const { playerId } = await createTestPlayer(db, { withSession: false });
    await fundPlayer(db, playerId, { coins: 100_000_000 });
    return playerId;
  };
  const inBatches = async (make: () => Promise<string>) => {
    const made: string[] = [];
    while (made.length < PLAYERS) made.push(...(await Promise.all(Array.from({ length: 10 }, make))));
    return made;
  };
  const spreadTokens = await inBatches(async () => session(await fundedPlayer()));
  const hotPlayer = await fundedPlayer();
  const hotTokens = await inBatches(() => session(hotPlayer));
  const plan = (tokens: string[]): BetPlan => ({
    origin: server.origin,
    provider: PROVIDER,
    secret: server.secret,
    tokens,
    amount: STAKE,
  });
  return { spread: plan(spreadTokens), hot: plan(hotTokens) };
}
