import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { type Currency, type GameMode, type ProviderOperation, toMinorUnits } from "@casino/contracts";
import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance } from "fastify";
import { move, postLedgerTransactionAlone } from "../features/ledger";
import { signWalletCall } from "../features/provider-wallet";
import { DEV_HOUSE_PROVIDER_SECRET } from "../platform/env";

/** The secret the test env gives an external provider: PROVIDER_SECRETS=`${EXTERNAL_PROVIDER}=${…}`. */
export const EXTERNAL_PROVIDER = "acme-games";
export const EXTERNAL_SECRET = "acme-games-test-secret-0123456789abcdef";
export const WALLET_TEST_ENV = { PROVIDER_SECRETS: `${EXTERNAL_PROVIDER}=${EXTERNAL_SECRET}` };
export const HOUSE_SECRET = DEV_HOUSE_PROVIDER_SECRET;

/** Where the test apps' clocks start (`fixedClock` and `manualClock` by default). */
export const TEST_NOW = "2026-11-22T12:00:00.000Z";

/** A clock the test moves by hand (sessions expire, rounds get timestamps). */
export function manualClock(iso = TEST_NOW): Clock & { advance(ms: number): void } {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

export interface TestGame {
  id: number;
  slug: string;
  providerId: number;
}

/**
 * Inserts a studio and one game of it, so wallet and launch tests do not depend on the catalogue seed.
 * Defaults: a built-in (`house`) classic 3-reel with coin stakes 10/20/50 and entry stakes 0.20/0.50/1.00.
 */
export async function createTestGame(
  db: Database,
  options: {
    integration?: string;
    engineId?: string | null;
    isActive?: boolean;
    hasDemo?: boolean;
    stakeLevels?: { coins: number[]; entries: number[] };
  } = {},
): Promise<TestGame> {
  const suffix = randomBytes(4).toString("hex");
  const providers = await db.query<{ id: number }>(
    `insert into game_provider (slug, name, logo, position, integration)
     values ($1, $2, 'logo.webp', 999, $3) returning id`,
    [`test-studio-${suffix}`, `Test Studio ${suffix}`, options.integration ?? "house"],
  );
  const providerId = providers[0]?.id as number;
  const id = randomInt(1_000_000, 2_000_000_000);
  const slug = `test-game-${suffix}`;
  await db.query(
    `insert into game (id, slug, provider_id, title, engine_id, rtp_basis_points, volatility, art_key, description,
       has_demo, is_active, stake_levels)
     values ($1, $2, $3, $4, $5, 9600, 'medium', 'test', '{"en":"A test game"}', $6, $7, $8)`,
    [
      id,
      slug,
      providerId,
      `Test Game ${suffix}`,
      options.engineId === undefined ? "classic-3-reel" : options.engineId,
      options.hasDemo ?? true,
      options.isActive ?? true,
      JSON.stringify(options.stakeLevels ?? { coins: [10, 20, 50], entries: [20, 50, 100] }),
    ],
  );
  return { id, slug, providerId };
}

/** Credits a player from the promotions house account, amounts in major units. */
export async function fundPlayer(db: Database, playerId: string, amounts: Partial<Record<Currency, number>>) {
  for (const [currency, amount] of Object.entries(amounts) as [Currency, number][]) {
    if (!amount) continue;
    await postLedgerTransactionAlone(db, {
      idempotencyKey: `test-fund:${playerId}:${currency}:${randomBytes(4).toString("hex")}`,
      kind: "test.fund",
      playerId,
      legs: move({ house: "promotions" }, { playerId }, currency, toMinorUnits(amount, currency)),
    });
  }
}

/** A game session made the way launch makes one (only the token's hash stored); answers the token. */
export async function createTestGameSession(
  db: Database,
  options: {
    playerId: string;
    gameId: number;
    providerSlug: string;
    gameMode?: GameMode;
    mode?: "real" | "demo";
    demoBalance?: bigint;
    now?: Date;
    lifetimeMs?: number;
  },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = options.now ?? new Date("2026-11-22T12:00:00.000Z");
  await db.query(
    `insert into game_session (token_hash, player_id, game_id, provider_slug, mode, game_mode, demo_balance,
       created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      createHash("sha256").update(token).digest("hex"),
      options.playerId,
      options.gameId,
      options.providerSlug,
      options.mode ?? "real",
      options.gameMode ?? "TournamentPoints",
      options.mode === "demo" ? (options.demoBalance ?? 10_000n).toString() : null,
      now.toISOString(),
      new Date(now.getTime() + (options.lifetimeMs ?? 30 * 60 * 1000)).toISOString(),
    ],
  );
  return token;
}

/** The headers of a signed seamless-wallet call: `X-Timestamp` from `now`, `X-Signature` over it all. */
export function walletHeaders(
  secret: string,
  operation: ProviderOperation,
  payload: string,
  now: Date = new Date(TEST_NOW),
) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "x-timestamp": String(timestamp),
    "x-signature": signWalletCall(secret, { timestamp, operation, body: payload }),
  };
}

/**
 * A signed seamless-wallet call, as a provider sends it, signed at `now`: by default the instant the test
 * apps' clocks start, so a test that moves its clock passes `now: clock.now()`.
 */
export function walletCall(
  app: FastifyInstance,
  operation: ProviderOperation,
  body: object,
  options: { provider?: string; secret?: string; signature?: string; now?: Date } = {},
) {
  const payload = JSON.stringify(body);
  const provider = options.provider ?? EXTERNAL_PROVIDER;
  const secret = options.secret ?? (provider === "house" ? HOUSE_SECRET : EXTERNAL_SECRET);
  const headers = walletHeaders(secret, operation, payload, options.now);
  return app.inject({
    method: "POST",
    url: `/api/provider/${provider}/${operation}/`,
    headers: { ...headers, "x-signature": options.signature ?? headers["x-signature"] },
    payload,
  });
}

/**
 * A round stored as the wallet leaves it, with its own session, and nothing posted to the ledger: for reads
 * that sum rounds (the back-office dashboard) with known totals. Amounts in minor units.
 */
export async function createTestRound(
  db: Database,
  round: {
    playerId: string;
    gameId: number;
    gameMode?: GameMode;
    mode?: "real" | "demo";
    status?: "open" | "settled" | "rolled_back";
    bet: bigint;
    win: bigint;
    createdAt: string;
  },
) {
  const sessionId = randomUUID();
  const gameMode = round.gameMode ?? "TournamentPoints";
  await db.query(
    `insert into game_session (id, token_hash, player_id, game_id, provider_slug, mode, game_mode, demo_balance,
       created_at, expires_at)
     values ($1, $2, $3, $4, 'house', $5, $6, $7, $8, '2999-01-01T00:00:00Z')`,
    [
      sessionId,
      randomBytes(16).toString("hex"),
      round.playerId,
      round.gameId,
      round.mode ?? "real",
      gameMode,
      round.mode === "demo" ? "100000" : null,
      round.createdAt,
    ],
  );
  await db.query(
    `insert into game_round (provider_slug, provider_round_id, game_session_id, player_id, game_id, game_mode,
       status, bet_total, win_total, created_at, settled_at)
     values ('house', $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      randomUUID(),
      sessionId,
      round.playerId,
      round.gameId,
      gameMode,
      round.status ?? "settled",
      round.bet.toString(),
      round.win.toString(),
      round.createdAt,
    ],
  );
}
