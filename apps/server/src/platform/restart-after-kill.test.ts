import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@casino/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AcknowledgedBet,
  type BettingProvider,
  callWallet,
  newBettingProvider,
  prepareBettingDataDir,
  providerSecretsOf,
  startBetLoad,
  waitUntilHealthy,
} from "../test-support/bets-over-http";
import { freePort, killSpawnedServers, startServer } from "../test-support/server-process";
import { ensureWebBuild, REPO_ROOT } from "../test-support/web-build";

const PROCESS_TIMEOUT = 240_000;
/** Bets acknowledged before the kill: enough that the kill lands in the middle of a steady load. */
const BETS_BEFORE_KILL = 150;
/**
 * Generous, for a busy 2-core machine running other tests: this proves the server comes back by itself
 * at all (before, it refused for 30 s). The 5 s is a budget of `npm run bench -- restart`.
 */
const HEALTHY_DEADLINE_MS = 60_000;

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

// A real process on the embedded database: one run is enough, whatever TEST_DB says.
describe.runIf(process.env.TEST_DB !== "pg")("a server killed under bet load", () => {
  let dataDir: string;
  let provider: BettingProvider;
  let tokens: string[];

  beforeAll(async () => {
    await ensureWebBuild();
    dataDir = mkdtempSync(join(tmpdir(), "casino-restart-test-"));
    provider = newBettingProvider();
    tokens = await prepareBettingDataDir(dataDir, provider, 16);
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    await killSpawnedServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "is healthy again at once on the same DATA_DIR, with every acknowledged bet there exactly once and a sound ledger",
    async () => {
      const env = { DATA_DIR: dataDir, PROVIDER_SECRETS: providerSecretsOf(provider), LOG_LEVEL: "warn" };
      const first = startServer({ ...env, PORT: String(await freePort()) });
      await waitUntilHealthy(first.baseUrl, {
        startedAt: performance.now(),
        deadlineMs: HEALTHY_DEADLINE_MS,
        isRunning: first.isRunning,
        describe: first.output,
      });

      // kill -9 with bets in flight: no shutdown hook runs, the lock and PGlite are left as they were.
      const load = startBetLoad(first.baseUrl, provider, tokens, { connections: 8, amount: 10 });
      while (load.acknowledged.length < BETS_BEFORE_KILL) {
        if (!first.isRunning()) throw new Error(`The server died before the kill:\n${first.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.child.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      load.stop();
      await load.done;
      const acknowledged: AcknowledgedBet[] = [...load.acknowledged];

      const restartedAt = performance.now();
      const second = startServer({ ...env, PORT: String(await freePort()) });
      const seconds =
        (await waitUntilHealthy(second.baseUrl, {
          startedAt: restartedAt,
          deadlineMs: HEALTHY_DEADLINE_MS,
          isRunning: second.isRunning,
          describe: second.output,
        })) / 1000;
      console.log(
        `restart after kill -9: healthy in ${seconds.toFixed(2)} s (tsx; ${acknowledged.length} bets acknowledged, ${load.unanswered()} in flight at the kill)`,
      );
      expect(second.output()).not.toContain("already using DATA_DIR");

      // Every acknowledged bet is still there: its replay answers the same ledger transaction, not a new one.
      await inParallel(acknowledged, 8, async (bet) => {
        const { ledgerTransactionId, ...sent } = bet;
        const replay = await callWallet(second.baseUrl, provider, "bet", sent);
        expect(replay.status).toBe(200);
        expect(((await replay.json()) as { transactionId: string }).transactionId).toBe(ledgerTransactionId);
      });

      // A round opened before the kill is still open: the provider can pay it and end it.
      const open = acknowledged[0] as AcknowledgedBet;
      const win = await callWallet(second.baseUrl, provider, "win", {
        sessionToken: open.sessionToken,
        transactionId: `${open.transactionId}-win`,
        roundId: open.roundId,
        amount: 25,
        betTransactionId: open.transactionId,
      });
      expect(win.status).toBe(200);
      const ended = await callWallet(second.baseUrl, provider, "end-round", {
        sessionToken: open.sessionToken,
        roundId: open.roundId,
      });
      expect(ended.status).toBe(200);

      second.child.kill("SIGTERM");
      expect(await second.exited).toEqual({ code: 0, signal: null });

      // `npm run ledger:check` on the folder: every currency sums to zero, every balance equals its postings.
      const check = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/ledger-check.ts"], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        encoding: "utf8",
      });
      expect(check.stderr).toBe("");
      expect(check.stdout).toContain("ledger is sound");
      expect(check.status).toBe(0);

      // Exactly once: one wallet row per acknowledged bet id, and one wager.settled event for the round ended.
      const db = await openDatabase({ kind: "pglite", dataDir });
      try {
        const rows = await db.query<{ id: string; copies: number }>(
          `select provider_transaction_id as id, count(*)::int as copies from wallet_transaction
           where provider_slug = $1 and operation = 'bet' group by provider_transaction_id`,
          [provider.slug],
        );
        const copies = new Map(rows.map((row) => [row.id, row.copies]));
        expect(acknowledged.filter((bet) => copies.get(bet.transactionId) !== 1)).toEqual([]);
        expect(rows.filter((row) => row.copies !== 1)).toEqual([]);
        const settled = await db.query<{ events: number }>(
          `select count(*)::int as events from outbox_event
           where topic = 'wager.settled' and payload->>'roundId' in
             (select id::text from game_round where provider_slug = $1 and provider_round_id = $2)`,
          [provider.slug, open.roundId],
        );
        expect(settled[0]?.events).toBe(1);
      } finally {
        await db.close();
      }
    },
    PROCESS_TIMEOUT,
  );
});
