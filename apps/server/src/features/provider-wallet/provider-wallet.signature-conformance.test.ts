import { randomUUID } from "node:crypto";
import { PROVIDER_SIGNATURE_EXAMPLE } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { EXTERNAL_SECRET, walletHeaders } from "../../test-support/games";
import { walletTestFixture } from "./provider-wallet.test-fixture";

describe("seamless wallet conformance: signatures", () => {
  const wallet = walletTestFixture();
  const { clock, session, call, bet, win, code, send, secondsFromNow } = wallet;

  describe("signatures", () => {
    it("refuses a call with a missing, wrong, foreign or mismatched signature or timestamp with 401 and moves nothing", async () => {
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const claims = await wallet.t.db.query(
        "select 1 from wallet_transaction where provider_transaction_id = $1",
        [body.transactionId],
      );
      expect(claims).toEqual([]);
    });

    it("a call signed up to 300 s from the server's clock, past or future, is accepted", async () => {
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
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
      const s = await session({ coins: 100 });
      const response = await call("bet", { sessionToken: s.sessionToken, transactionId: "x" });
      expect([response.statusCode, code(response)]).toEqual([400, "VALIDATION_FAILED"]);
      const withNul = await call("balance", { sessionToken: `${s.sessionToken}\u0000` });
      expect([withNul.statusCode, code(withNul)]).toEqual([400, "VALIDATION_FAILED"]);
    });

    it("the API document shows both signing headers and the worked example", async () => {
      const document = (await wallet.t.app.inject({ url: "/api/docs/json" })).json();
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
});
