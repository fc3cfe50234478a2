import { randomUUID } from "node:crypto";
import {
  PROVIDER_SIGNATURE_EXAMPLE,
  type ProviderOperation,
  WalletErrorSchema,
  WalletTransactionResultSchema,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestGame,
  createTestGameSession,
  EXTERNAL_PROVIDER,
  EXTERNAL_SECRET,
  fundPlayer,
  manualClock,
  type TestGame,
  WALLET_TEST_ENV,
  walletCall,
  walletHeaders,
} from "../../test-support/games";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { balancesOf } from "../ledger";

describe("seamless wallet conformance: signatures, idempotency, tombstones, settlement, expiry", () => {
  let t: TestApp;
  let game: TestGame;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: WALLET_TEST_ENV, clock });
    game = await createTestGame(t.db, { integration: EXTERNAL_PROVIDER, engineId: null });
  });
  afterAll(() => t.close());

  async function session(coins = 100) {
    const { playerId } = await createTestPlayer(t.db, { withSession: false });
    await fundPlayer(t.db, playerId, { coins });
    const sessionToken = await createTestGameSession(t.db, {
      playerId,
      gameId: game.id,
      providerSlug: EXTERNAL_PROVIDER,
      now: clock.now(),
    });
    return { playerId, sessionToken, coins: async () => (await balancesOf(t.db, playerId)).coins };
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

  describe("signatures", () => {
    it("refuses a call with a missing, wrong, foreign or mismatched signature or timestamp with 401 and moves nothing", async () => {
      const s = await session(100);
      const body = { sessionToken: s.sessionToken, transactionId: randomUUID(), roundId: "r1", amount: 10 };
      const payload = JSON.stringify(body);
      const signed = walletHeaders(EXTERNAL_SECRET, "bet", payload, clock.now());
      const { "x-timestamp": _timestamp, ...withoutTimestamp } = signed;
      const { "x-signature": _signature, ...withoutSignature } = signed;
      const otherSecond = String(Number(signed["x-timestamp"]) + 1);
      const attempts = [
        send("bet", withoutSignature, payload),
        // No X-Timestamp: refused even though the signature is right for the time it was made at.
        send("bet", withoutTimestamp, payload),
        ...["", "soon", "1795348800.5", "-1795348800", "1".repeat(13)].map((timestamp) =>
          send("bet", { ...signed, "x-timestamp": timestamp }, payload),
        ),
        // The timestamp is signed: moving it, even by a second, breaks the signature.
        send("bet", { ...signed, "x-timestamp": otherSecond }, payload),
        send("bet", { ...signed, "x-signature": signed["x-signature"].toUpperCase() }, payload),
        call("bet", body, { signature: "0".repeat(64) }),
        call("bet", body, { signature: "not-hex" }),
        call("bet", body, { secret: "another-secret-of-at-least-32-characters" }),
        call("bet", body, { provider: "unknown-provider" }),
        // Signed for one body, sent with another: the signature covers the exact bytes.
        send(
          "bet",
          walletHeaders(EXTERNAL_SECRET, "bet", JSON.stringify({ ...body, amount: 1 }), clock.now()),
          payload,
        ),
      ];
      for (const response of await Promise.all(attempts)) {
        expect([response.statusCode, code(response)]).toEqual([401, "INVALID_SIGNATURE"]);
      }
      expect(await s.coins()).toBe(100n);
      // The same bet, signed as it should be, is taken: the refusals above were the headers' alone.
      expect((await send("bet", signed, payload)).statusCode).toBe(200);
      expect(await s.coins()).toBe(90n);
    });

    it("a refused rollback replayed byte for byte to /win/ is refused and pays nothing", async () => {
      const s = await session(100);
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-swap", 50);
      await win(s.sessionToken, randomUUID(), "round-swap", 30, betId);
      expect(await s.coins()).toBe(80n);
      const payload = JSON.stringify({
        sessionToken: s.sessionToken,
        transactionId: randomUUID(),
        roundId: "round-swap",
        amount: 50,
        betTransactionId: betId,
      });
      const headers = walletHeaders(EXTERNAL_SECRET, "rollback", payload, clock.now());
      const refused = await send("rollback", headers, payload);
      expect([refused.statusCode, code(refused)]).toEqual([409, "BET_ALREADY_SETTLED"]);
      for (const operation of ["win", "bet", "end-round"] as const) {
        const replayed = await send(operation, headers, payload);
        expect([replayed.statusCode, code(replayed)], operation).toEqual([401, "INVALID_SIGNATURE"]);
      }
      expect(await s.coins()).toBe(80n);
      // The body itself is a payable win: only the signature, bound to /rollback/, stopped the replay.
      const signedAsWin = await send(
        "win",
        walletHeaders(EXTERNAL_SECRET, "win", payload, clock.now()),
        payload,
      );
      expect(signedAsWin.json()).toMatchObject({ balance: 130 });
    });

    it("a correctly signed call more than 300 s from the server's clock, past or future, is SIGNATURE_EXPIRED and changes nothing", async () => {
      const s = await session(100);
      const body = {
        sessionToken: s.sessionToken,
        transactionId: randomUUID(),
        roundId: "round-old",
        amount: 10,
      };
      for (const seconds of [-301, 301, -3600]) {
        const response = await call("bet", body, { now: secondsFromNow(seconds) });
        expect([response.statusCode, code(response)], `${seconds} s`).toEqual([401, "SIGNATURE_EXPIRED"]);
      }
      // Only the secret's holder learns its clock is off: a forged stale call is just INVALID_SIGNATURE.
      const forged = await call("bet", body, {
        now: secondsFromNow(-301),
        secret: "another-secret-of-at-least-32-characters",
      });
      expect([forged.statusCode, code(forged)]).toEqual([401, "INVALID_SIGNATURE"]);
      expect(await s.coins()).toBe(100n);
      const claims = await t.db.query("select 1 from wallet_transaction where provider_transaction_id = $1", [
        body.transactionId,
      ]);
      expect(claims).toEqual([]);
    });

    it("a call signed up to 300 s from the server's clock, past or future, is accepted", async () => {
      const s = await session(100);
      for (const seconds of [-299, 299, -300, 300]) {
        const response = await call(
          "bet",
          { sessionToken: s.sessionToken, transactionId: randomUUID(), roundId: "round-skew", amount: 1 },
          { now: secondsFromNow(seconds) },
        );
        expect(response.statusCode, `${seconds} s`).toBe(200);
      }
      expect(await s.coins()).toBe(96n);
    });

    it("checks the signature over the raw bytes, whitespace included, before judging the body", async () => {
      const s = await session(100);
      const raw = `{ "sessionToken": "${s.sessionToken}" }`;
      const signed = await send("balance", walletHeaders(EXTERNAL_SECRET, "balance", raw, clock.now()), raw);
      expect(signed.statusCode).toBe(200);
      const notJson = "{not json";
      const badJsonSigned = await send(
        "balance",
        walletHeaders(EXTERNAL_SECRET, "balance", notJson, clock.now()),
        notJson,
      );
      expect([badJsonSigned.statusCode, code(badJsonSigned)]).toEqual([400, "BAD_REQUEST"]);
      const badJsonUnsigned = await call("balance", {}, { signature: "a".repeat(64) });
      expect([badJsonUnsigned.statusCode, code(badJsonUnsigned)]).toEqual([401, "INVALID_SIGNATURE"]);
      const staleBadJson = await send(
        "balance",
        walletHeaders(EXTERNAL_SECRET, "balance", notJson, secondsFromNow(-301)),
        notJson,
      );
      expect([staleBadJson.statusCode, code(staleBadJson)]).toEqual([401, "SIGNATURE_EXPIRED"]);
    });

    it("answers bad input of a signed call with 400", async () => {
      const s = await session(100);
      const response = await call("bet", { sessionToken: s.sessionToken, transactionId: "x" });
      expect([response.statusCode, code(response)]).toEqual([400, "VALIDATION_FAILED"]);
      const withNul = await call("balance", { sessionToken: `${s.sessionToken}\u0000` });
      expect([withNul.statusCode, code(withNul)]).toEqual([400, "VALIDATION_FAILED"]);
    });

    it("the API document shows both signing headers and the worked example", async () => {
      const document = (await t.app.inject({ url: "/api/docs/json" })).json();
      const headers = document.paths["/api/provider/{provider}/win/"].post.parameters.filter(
        (parameter: { in: string }) => parameter.in === "header",
      );
      expect(
        headers.map((header: { name: string; required: boolean }) => [header.name, header.required]),
      ).toEqual([
        ["X-Timestamp", true],
        ["X-Signature", true],
      ]);
      const scheme = JSON.stringify(document.components.securitySchemes.providerSignature);
      for (const part of [
        PROVIDER_SIGNATURE_EXAMPLE.timestamp,
        PROVIDER_SIGNATURE_EXAMPLE.signature,
        "300 s",
      ]) {
        expect(scheme).toContain(part);
      }
    });
  });

  describe("sessions and balance", () => {
    it("authenticate answers the player, game, currency and balance", async () => {
      const s = await session(250);
      const response = await call("authenticate", { sessionToken: s.sessionToken });
      expect(response.json()).toEqual({
        success: true,
        playerId: s.playerId,
        gameId: game.id,
        currency: "coins",
        gameMode: "TournamentPoints",
        balance: 250,
      });
      const balance = await call("balance", { sessionToken: s.sessionToken });
      expect(balance.json()).toEqual({
        success: true,
        currency: "coins",
        gameMode: "TournamentPoints",
        balance: 250,
      });
    });

    it("an unknown token, or another provider's, is TOKEN_INVALID", async () => {
      const unknown = await call("balance", { sessionToken: "x".repeat(43) });
      expect([unknown.statusCode, code(unknown)]).toEqual([401, "TOKEN_INVALID"]);
      const s = await session(10);
      const foreign = await call("balance", { sessionToken: s.sessionToken }, { provider: "house" });
      expect([foreign.statusCode, code(foreign)]).toEqual([401, "TOKEN_INVALID"]);
    });
  });

  describe("bets and idempotency", () => {
    it("a bet takes the stake and answers the new balance with our transaction id", async () => {
      const s = await session(100);
      const response = await bet(s.sessionToken, randomUUID(), randomUUID(), 30);
      expect(response.statusCode).toBe(200);
      const body = WalletTransactionResultSchema.parse(response.json());
      expect(body).toMatchObject({ currency: "coins", gameMode: "TournamentPoints", balance: 70 });
      expect(body.transactionId).toMatch(/^\d+$/);
      expect(await s.coins()).toBe(70n);
    });

    it("a replayed bet answers the first result and does not move the balance", async () => {
      const s = await session(100);
      const id = randomUUID();
      const first = await bet(s.sessionToken, id, "round-a", 30);
      await bet(s.sessionToken, randomUUID(), "round-a", 5);
      const again = await bet(s.sessionToken, id, "round-a", 30);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await s.coins()).toBe(65n);
    });

    it("the same transaction id with other details is DUPLICATE_TRANSACTION, with the balance", async () => {
      const s = await session(100);
      const id = randomUUID();
      await bet(s.sessionToken, id, "round-b", 30);
      const other = await bet(s.sessionToken, id, "round-b", 31);
      expect(other.statusCode).toBe(409);
      expect(WalletErrorSchema.parse(other.json())).toMatchObject({
        error: { code: "DUPLICATE_TRANSACTION" },
        currency: "coins",
        balance: 70,
      });
      const asWin = await win(s.sessionToken, id, "round-b", 30, id);
      expect(code(asWin)).toBe("DUPLICATE_TRANSACTION");
      expect(await s.coins()).toBe(70n);
    });

    it("a bet the balance cannot pay is refused with the balance and leaves the id free", async () => {
      const s = await session(20);
      const id = randomUUID();
      const refused = await bet(s.sessionToken, id, "round-c", 25);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: "INSUFFICIENT_FUNDS" }, balance: 20 });
      await fundPlayer(t.db, s.playerId, { coins: 5 });
      const accepted = await bet(s.sessionToken, id, "round-c", 25);
      expect(accepted.json()).toMatchObject({ balance: 0 });
    });
  });

  describe("wins", () => {
    it("a win credits the balance; its replay answers the first result", async () => {
      const s = await session(100);
      const betId = randomUUID();
      const winId = randomUUID();
      await bet(s.sessionToken, betId, "round-w", 10);
      const first = await win(s.sessionToken, winId, "round-w", 25, betId);
      expect(first.json()).toMatchObject({ balance: 115 });
      const again = await win(s.sessionToken, winId, "round-w", 25, betId);
      expect(again.json()).toEqual(first.json());
      expect(await s.coins()).toBe(115n);
      const zero = await win(s.sessionToken, randomUUID(), "round-w", 0, betId);
      expect(zero.json()).toMatchObject({ balance: 115, transactionId: null });
    });

    it("a win for a bet we do not know, or of another round, is BET_NOT_FOUND", async () => {
      const s = await session(100);
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-x", 10);
      expect(code(await win(s.sessionToken, randomUUID(), "round-x", 5, "never-placed"))).toBe(
        "BET_NOT_FOUND",
      );
      expect(code(await win(s.sessionToken, randomUUID(), "round-y", 5, betId))).toBe("BET_NOT_FOUND");
      expect(await s.coins()).toBe(90n);
    });
  });

  describe("rollbacks and tombstones", () => {
    it("a rollback refunds the bet; its replay changes nothing", async () => {
      const s = await session(100);
      const betId = randomUUID();
      const rollbackId = randomUUID();
      await bet(s.sessionToken, betId, "round-r", 40);
      const first = await rollback(s.sessionToken, rollbackId, "round-r", 40, betId);
      expect(first.json()).toMatchObject({ balance: 100 });
      const again = await rollback(s.sessionToken, rollbackId, "round-r", 40, betId);
      expect(again.json()).toEqual(first.json());
      expect(await s.coins()).toBe(100n);
    });

    it("a rolled-back bet cannot be replayed, won or rolled back twice for money", async () => {
      const s = await session(100);
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-rb", 40);
      await rollback(s.sessionToken, randomUUID(), "round-rb", 40, betId);
      expect(code(await bet(s.sessionToken, betId, "round-rb", 40))).toBe("BET_ROLLED_BACK");
      expect(code(await win(s.sessionToken, randomUUID(), "round-rb", 80, betId))).toBe("BET_ROLLED_BACK");
      const second = await rollback(s.sessionToken, randomUUID(), "round-rb", 40, betId);
      expect(second.json()).toMatchObject({ balance: 100, transactionId: null });
      expect(await s.coins()).toBe(100n);
    });

    it("a rollback of an unknown bet leaves a durable tombstone: the late bet is refused", async () => {
      const s = await session(100);
      const betId = randomUUID();
      const early = await rollback(s.sessionToken, randomUUID(), "round-t", 40, betId);
      expect(early.statusCode).toBe(200);
      expect(early.json()).toMatchObject({ balance: 100, transactionId: null });
      const tombstones = await t.db.query<{ is_tombstone: boolean }>(
        "select is_tombstone from wallet_transaction where provider_slug = $1 and provider_transaction_id = $2",
        [EXTERNAL_PROVIDER, betId],
      );
      expect(tombstones).toEqual([{ is_tombstone: true }]);
      const late = await bet(s.sessionToken, betId, "round-t", 40);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: { code: "BET_ROLLED_BACK" }, balance: 100 });
      expect(await s.coins()).toBe(100n);
    });

    it("a rollback must name the bet's amount", async () => {
      const s = await session(100);
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-amt", 40);
      expect(code(await rollback(s.sessionToken, randomUUID(), "round-amt", 39, betId))).toBe("BAD_REQUEST");
      expect(await s.coins()).toBe(60n);
    });

    it("a settled bet cannot be rolled back: not after the round ended, nor after a win was paid for it", async () => {
      const s = await session(100);
      const ended = randomUUID();
      await bet(s.sessionToken, ended, "round-s1", 10);
      await endRound(s.sessionToken, "round-s1");
      const late = await rollback(s.sessionToken, randomUUID(), "round-s1", 10, ended);
      expect([late.statusCode, code(late)]).toEqual([409, "BET_ALREADY_SETTLED"]);
      const paid = randomUUID();
      await bet(s.sessionToken, paid, "round-s2", 10);
      await win(s.sessionToken, randomUUID(), "round-s2", 30, paid);
      expect(code(await rollback(s.sessionToken, randomUUID(), "round-s2", 10, paid))).toBe(
        "BET_ALREADY_SETTLED",
      );
      expect(await s.coins()).toBe(110n);
    });
  });

  describe("rounds and expiry", () => {
    it("an ended round takes no more bets or wins; ending it again answers the balance", async () => {
      const s = await session(100);
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-e", 10);
      const ended = await endRound(s.sessionToken, "round-e");
      expect(ended.json()).toEqual({
        success: true,
        currency: "coins",
        gameMode: "TournamentPoints",
        balance: 90,
      });
      expect((await endRound(s.sessionToken, "round-e")).json()).toEqual(ended.json());
      expect(code(await bet(s.sessionToken, randomUUID(), "round-e", 10))).toBe("ROUND_CLOSED");
      expect(code(await win(s.sessionToken, randomUUID(), "round-e", 10, betId))).toBe("ROUND_CLOSED");
      expect(code(await endRound(s.sessionToken, "never-opened"))).toBe("BET_NOT_FOUND");
    });

    it("after the session expired, bets are refused but wins, rollbacks and the end of round are accepted", async () => {
      const s = await session(100);
      const won = randomUUID();
      const refunded = randomUUID();
      await bet(s.sessionToken, won, "round-x1", 10);
      await bet(s.sessionToken, refunded, "round-x2", 20);
      clock.advance(31 * 60 * 1000);
      const refused = await bet(s.sessionToken, randomUUID(), "round-x3", 10);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: { code: "SESSION_EXPIRED" }, balance: 70 });
      expect(code(await call("balance", { sessionToken: s.sessionToken }))).toBe("SESSION_EXPIRED");
      expect((await win(s.sessionToken, randomUUID(), "round-x1", 50, won)).json()).toMatchObject({
        balance: 120,
      });
      expect((await endRound(s.sessionToken, "round-x1")).statusCode).toBe(200);
      expect((await rollback(s.sessionToken, randomUUID(), "round-x2", 20, refunded)).json()).toMatchObject({
        balance: 140,
      });
      expect(await s.coins()).toBe(140n);
    });

    it("activity keeps a session alive past its first 30 minutes", async () => {
      const s = await session(100);
      for (let i = 0; i < 3; i += 1) {
        clock.advance(20 * 60 * 1000);
        expect((await bet(s.sessionToken, randomUUID(), `round-k${i}`, 1)).statusCode).toBe(200);
      }
    });
  });
});
