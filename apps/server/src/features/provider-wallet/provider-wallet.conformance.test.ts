import { randomUUID } from "node:crypto";
import { WalletErrorSchema, WalletTransactionResultSchema } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { EXTERNAL_PROVIDER, fundPlayer } from "../../test-support/games";
import { walletTestFixture } from "./provider-wallet.test-fixture";

describe("seamless wallet conformance: idempotency, tombstones, settlement, expiry", () => {
  const wallet = walletTestFixture();
  const { clock, session, call, bet, win, rollback, endRound, code } = wallet;

  describe("sessions and balance", () => {
    it("authenticate answers the player, game, currency and balance", async () => {
      const s = await session({ coins: 250 });
      const response = await call("authenticate", { sessionToken: s.sessionToken });
      expect(response.json()).toEqual({
        success: true,
        playerId: s.playerId,
        gameId: wallet.game.id,
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
      const s = await session({ coins: 10 });
      const foreign = await call("balance", { sessionToken: s.sessionToken }, { provider: "house" });
      expect([foreign.statusCode, code(foreign)]).toEqual([401, "TOKEN_INVALID"]);
    });
  });

  describe("bets and idempotency", () => {
    it("a bet takes the stake and answers the new balance with our transaction id", async () => {
      const s = await session({ coins: 100 });
      const response = await bet(s.sessionToken, randomUUID(), randomUUID(), 30);
      expect(response.statusCode).toBe(200);
      const body = WalletTransactionResultSchema.parse(response.json());
      expect(body).toMatchObject({ currency: "coins", gameMode: "TournamentPoints", balance: 70 });
      expect(body.transactionId).toMatch(/^\d+$/);
      expect(await s.coins()).toBe(70n);
    });

    it("a replayed bet answers the first result and does not move the balance", async () => {
      const s = await session({ coins: 100 });
      const id = randomUUID();
      const first = await bet(s.sessionToken, id, "round-a", 30);
      await bet(s.sessionToken, randomUUID(), "round-a", 5);
      const again = await bet(s.sessionToken, id, "round-a", 30);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await s.coins()).toBe(65n);
    });

    it("the same transaction id with other details is DUPLICATE_TRANSACTION, with the balance", async () => {
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 20 });
      const id = randomUUID();
      const refused = await bet(s.sessionToken, id, "round-c", 25);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: "INSUFFICIENT_FUNDS" }, balance: 20 });
      await fundPlayer(wallet.t.db, s.playerId, { coins: 5 });
      const accepted = await bet(s.sessionToken, id, "round-c", 25);
      expect(accepted.json()).toMatchObject({ balance: 0 });
    });
  });

  describe("wins", () => {
    it("a win credits the balance; its replay answers the first result", async () => {
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
      const betId = randomUUID();
      const early = await rollback(s.sessionToken, randomUUID(), "round-t", 40, betId);
      expect(early.statusCode).toBe(200);
      expect(early.json()).toMatchObject({ balance: 100, transactionId: null });
      const tombstones = await wallet.t.db.query<{ is_tombstone: boolean }>(
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
      const s = await session({ coins: 100 });
      const betId = randomUUID();
      await bet(s.sessionToken, betId, "round-amt", 40);
      expect(code(await rollback(s.sessionToken, randomUUID(), "round-amt", 39, betId))).toBe("BAD_REQUEST");
      expect(await s.coins()).toBe(60n);
    });

    it("a settled bet cannot be rolled back: not after the round ended, nor after a win was paid for it", async () => {
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
      for (let i = 0; i < 3; i += 1) {
        clock.advance(20 * 60 * 1000);
        expect((await bet(s.sessionToken, randomUUID(), `round-k${i}`, 1)).statusCode).toBe(200);
      }
    });
  });
});
