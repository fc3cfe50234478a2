import { type ErrorCode, ErrorEnvelopeSchema, type ProviderOperation } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOTIF_NAMES } from "../platform/art/art-motifs";
import {
  createTestGame,
  createTestGameSession,
  EXTERNAL_PROVIDER,
  EXTERNAL_SECRET,
  fundPlayer,
  type TestGame,
  WALLET_TEST_ENV,
  walletHeaders,
} from "../test-support/games";
import { createTestOperator } from "../test-support/operators";
import { createTestPlayer, createTestSession, type TestPlayer } from "../test-support/players";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { watchDatabase } from "./db-fingerprint";
import type { SampleContext } from "./fuzz-inputs";
import { type FuzzRequest, type Operation, operationsOf, requestsFor } from "./fuzz-requests";

/**
 * Security issue #8: every operation of the served OpenAPI document gets hostile path and query values and
 * bodies (one field at a time, the rest valid) from a guest and from a signed-in player, and the seamless
 * wallet's also signed ones. No answer may be a 5xx; every refusal must be the error envelope and must
 * leave the database as it was (watched after every request: `watchDatabase`).
 */

const OPERATOR_TOKEN = "fuzz-operator-token-0123456789abcdef0123";

/**
 * Refusals that write by design: a well-formed sign-in with a wrong password counts toward the account
 * lockout (ARCHITECTURE D10) whatever else the request carried (unknown keys are dropped).
 */
const WRITES_ON_REFUSAL: Partial<Record<ErrorCode, readonly string[]>> = {
  INVALID_CREDENTIALS: ["sign_in_failure"],
};

/** One line per bad answer, so a run shows every finding at once. */
interface Findings {
  serverErrors: string[];
  notEnveloped: string[];
  changedOnRefusal: string[];
  /** NUL or a lone surrogate in a declared field that was not refused. */
  acceptedUnstorable: string[];
  /** A valid sample the contract refuses: its variants would stop at validation and prove little. */
  invalidSamples: string[];
}
const noFindings = (): Findings => ({
  serverErrors: [],
  notEnveloped: [],
  changedOnRefusal: [],
  acceptedUnstorable: [],
  invalidSamples: [],
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe("fuzzing every operation of the API document", () => {
  let t: TestApp;
  let operations: Operation[];
  let player: TestPlayer;
  let houseGame: TestGame;
  let walletGame: TestGame;
  let database: Awaited<ReturnType<typeof watchDatabase>>;
  let counter = 0;
  let ipCounter = 0;
  const tokens = { house: "", wallet: "" };
  const unique = () => `${++counter}`;

  const context: SampleContext = {
    email: () => `fuzz-${unique()}@example.com`,
    password: () => "Fuzz-pass-123",
    phone: () => "+1 (205) 555-0100",
    birthday: () => "1990-01-01",
    locale: () => "en",
    invited_by: () => player.referralCode,
    to: () => player.email,
    id: () => houseGame.id,
    token: () => tokens.house,
    stake: () => 10,
    sessionToken: () => tokens.wallet,
    provider: () => EXTERNAL_PROVIDER,
    transactionId: () => `fuzz-tx-${unique()}`,
    betTransactionId: () => `fuzz-tx-${unique()}`,
    roundId: () => `fuzz-round-${unique()}`,
    amount: () => 1,
    // A banner's art: the service checks the motif against the generator's own list.
    motif: () => MOTIF_NAMES[0],
    // An operator's allow-listed test address, and a restriction that ends in the future.
    cidr: () => "203.0.113.7/32",
    until: () => "2030-01-01T00:00:00Z",
    // The store: its seeded flip set and link offer, and an offer's window that ends after it starts.
    promoOfferSet: () => "lucky-coin",
    urlHash: () => "spring-boost",
    availableTill: () => "2030-01-01T00:00:00Z",
    // A promotion's dates: it must end after it starts.
    endsAt: () => "2030-01-01T00:00:00Z",
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CAPTCHA: "off",
        DEMO: "true",
        OPERATOR_API_TOKEN: OPERATOR_TOKEN,
        ...WALLET_TEST_ENV,
        // The sandbox identity provider reports back a moment after a check starts: its writes would land
        // between two fuzzed requests and pass for the next one's. Its routes have tests of their own.
        KYC_PROVIDER: "off",
      },
    });
    operations = operationsOf((await t.app.inject({ url: "/api/docs/json" })).json());
    player = await createTestPlayer(t.db);
    await fundPlayer(t.db, player.playerId, { coins: 100_000, entries: 100 });
    houseGame = await createTestGame(t.db);
    walletGame = await createTestGame(t.db, { integration: EXTERNAL_PROVIDER, engineId: null });
    database = await watchDatabase(t.db);
  });
  afterAll(() => t?.close());

  /** New game sessions per operation: launching a game (a fuzzed request may) ends the player's others. */
  async function freshGameSessions() {
    const base = { playerId: player.playerId };
    tokens.house = await createTestGameSession(t.db, {
      ...base,
      gameId: houseGame.id,
      providerSlug: "house",
    });
    tokens.wallet = await createTestGameSession(t.db, {
      ...base,
      gameId: walletGame.id,
      providerSlug: EXTERNAL_PROVIDER,
    });
  }

  /** A different client address per request, so per-IP rate limits never stand between input and validation. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };

  async function send(requests: FuzzRequest[], findings: Findings) {
    await database.changedSinceLastLook();
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        remoteAddress: nextIp(),
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const changedTables = await database.changedSinceLastLook();
      const what = `${request.label} → ${response.statusCode}`;
      if (request.isUnstorable && response.statusCode < 400) findings.acceptedUnstorable.push(what);
      if (response.statusCode >= 500) {
        findings.serverErrors.push(`${what} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400) {
        const body = parseJson(response.body);
        const envelope = ErrorEnvelopeSchema.safeParse(body);
        if (!envelope.success) {
          findings.notEnveloped.push(`${what} ${response.body.slice(0, 200)}`);
        }
        if (request.part === "sample" && envelope.data?.error.code === "VALIDATION_FAILED") {
          findings.invalidSamples.push(`${what} ${response.body.slice(0, 300)}`);
        }
        const allowed = envelope.success ? (WRITES_ON_REFUSAL[envelope.data.error.code] ?? []) : [];
        const changed = changedTables.filter((table) => !allowed.includes(table));
        if (changed.length) findings.changedOnRefusal.push(`${what} changed ${changed.join(", ")}`);
      }
    }
  }

  it("reads every operation from the served document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(45);
    expect(operations.map((operation) => operation.id)).toEqual(
      expect.arrayContaining([
        "signUp",
        "playerProfileUpdate",
        "provider-bet",
        "devMailbox",
        "operatorRound",
      ]),
    );
  });

  /**
   * The operations are fuzzed in shards, each a test with its own time limit: every request is followed by a
   * look at the whole database (a full fingerprint whenever anything was written), and the document keeps
   * growing.
   */
  const SHARDS = 4;
  const shardOf = (shard: number) => operations.filter((_, index) => index % SHARDS === shard);
  const sentPerIdentity = { guest: 0, player: 0 };

  for (const identity of ["guest", "player"] as const) {
    for (let shard = 0; shard < SHARDS; shard += 1) {
      it(`answers no hostile input with a 5xx and changes nothing it refuses (${identity}, shard ${shard + 1} of ${SHARDS})`, async () => {
        const findings = noFindings();
        let sent = 0;
        for (const operation of shardOf(shard)) {
          await freshGameSessions();
          const headers: Record<string, string> = {};
          if (identity === "player") {
            // A fresh session per operation: a variant that signs out must not turn the rest into a guest's.
            headers.cookie = await createTestSession(t.db, player.playerId);
            if (operation.security === "operatorToken") headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
            // Back-office routes take an admin's session instead (fresh too: one of them signs out).
            if (operation.security === "operatorSession") {
              headers.cookie = (await createTestOperator(t.db, { roleId: "admin" })).cookie;
            }
          }
          const requests = requestsFor(operation, context, headers);
          sent += requests.length;
          await send(requests, findings);
        }
        sentPerIdentity[identity] += sent;
        expect(findings).toEqual(noFindings());
      }, 300_000);
    }
    it(`sent every operation its hostile variants (${identity})`, () => {
      expect(sentPerIdentity[identity]).toBeGreaterThan(1500);
    });
  }

  it("answers no hostile signed seamless-wallet call with a 5xx and changes nothing it refuses", async () => {
    const findings = noFindings();
    for (const operation of operations.filter((candidate) => candidate.security === "providerSignature")) {
      await freshGameSessions();
      const name = operation.path.split("/").at(-2) as ProviderOperation;
      const signed = requestsFor(operation, context, {})
        .filter((request) => request.part !== "url")
        .map((request) => ({
          ...request,
          headers: { ...request.headers, ...walletHeaders(EXTERNAL_SECRET, name, request.payload ?? "") },
        }));
      expect(signed.length).toBeGreaterThan(20);
      await send(signed, findings);
    }
    expect(findings).toEqual(noFindings());
  }, 120_000);

  it("leaves Object.prototype unpolluted", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAffiliate).toBeUndefined();
  });
});
