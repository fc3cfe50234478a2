import { randomUUID } from "node:crypto";
import { setPlayerStatusEndpoint } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { backofficePlayersApp, NOBODY } from "../../test-support/backoffice-players";
import { CLIENT } from "../../test-support/game-launch";
import { createTestGameSession, EXTERNAL_PROVIDER, fundPlayer, walletCall } from "../../test-support/games";
import { expectAudited } from "../../test-support/operators";
import { createTestPlayer, createTestSession } from "../../test-support/players";

describe("back office: players — suspend and reactivate", () => {
  const { fx, get, post, code, auditCount, isPlayerSignedIn } = backofficePlayersApp();

  describe("suspend and reactivate", () => {
    const bet = (sessionToken: string) =>
      walletCall(fx.t.app, "bet", {
        sessionToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        amount: 5,
      });

    it("a suspended player is signed out everywhere at once, cannot bet nor sign in, until reactivated", async () => {
      const email = `suspend-${randomUUID()}@example.com`;
      const signUp = await fx.t.app.inject({
        method: "POST",
        url: "/rest/auth/signup/",
        payload: { email, password: "correct horse 7", termsAccepted: true, birthday: "1990-04-12" },
        headers: CLIENT,
      });
      const cookie = signUp.cookies.find((c) => c.name === "sid")?.value as string;
      const [row] = await fx.t.db.query<{ id: string }>("select id::text from player where email = $1", [
        email,
      ]);
      const playerId = row?.id as string;
      await fundPlayer(fx.t.db, playerId, { coins: 100 });
      const other = await createTestSession(fx.t.db, playerId);
      const token = await createTestGameSession(fx.t.db, {
        playerId,
        gameId: fx.game.id,
        providerSlug: EXTERNAL_PROVIDER,
      });
      expect((await bet(token)).statusCode).toBe(200);
      expect(await isPlayerSignedIn(`sid=${cookie}`)).toBe(true);

      const url = `/api/backoffice/players/${playerId}/status/`;
      const suspended = await post(url, { status: "BLOCKED", reason: "Chargeback under review" });
      expect(suspended.json()).toEqual({ id: playerId, status: "BLOCKED" });
      await expectAudited(fx.t.db, setPlayerStatusEndpoint, {
        operatorId: fx.support.operatorId,
        targetType: "player",
        targetId: playerId,
      });
      const [audit] = await fx.t.db.query<{ before: unknown; after: unknown }>(
        "select before, after from audit_log order by seq desc limit 1",
      );
      expect(audit).toEqual({
        before: { status: "ACTIVE" },
        after: { status: "BLOCKED", reason: "Chargeback under review" },
      });
      expect(await isPlayerSignedIn(`sid=${cookie}`)).toBe(false);
      expect(await isPlayerSignedIn(other)).toBe(false);
      expect(await fx.t.db.query("select 1 from player_session where player_id = $1", [playerId])).toEqual(
        [],
      );
      const refused = await bet(token);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      const signIn = await fx.t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        payload: { email, password: "correct horse 7" },
        headers: CLIENT,
        remoteAddress: "10.77.0.1",
      });
      expect(code(signIn)).toEqual([403, "FORBIDDEN"]);
      const page = (await get(`/api/backoffice/players/${playerId}/`)).json();
      expect(page).toMatchObject({ player: { status: "BLOCKED" } });

      expect((await post(url, { status: "ACTIVE", reason: "Review cleared" })).json().status).toBe("ACTIVE");
      expect((await bet(token)).statusCode).toBe(200);
      const again = await fx.t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        payload: { email, password: "correct horse 7" },
        headers: CLIENT,
        remoteAddress: "10.77.0.2",
      });
      expect(again.statusCode).toBe(200);
    });

    it("needs a reason and a known status, players:write, and leaves a closed account closed", async () => {
      const p = await createTestPlayer(fx.t.db);
      const url = `/api/backoffice/players/${p.playerId}/status/`;
      const before = await auditCount();
      expect(code(await post(url, { status: "BLOCKED" }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: " " }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: "x".repeat(501) }))).toEqual([
        400,
        "VALIDATION_FAILED",
      ]);
      expect(code(await post(url, { status: "CLOSED", reason: "no" }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: "r" }, fx.finance))).toEqual([
        403,
        "FORBIDDEN",
      ]);
      expect(code(await post(url, { status: "BLOCKED", reason: "r" }, null))).toEqual([
        401,
        "UNAUTHENTICATED",
      ]);
      expect(await auditCount()).toBe(before);
      expect(await isPlayerSignedIn(p.cookie)).toBe(true);
      const closed = await createTestPlayer(fx.t.db, { accountStatus: "CLOSED" });
      expect(
        code(
          await post(`/api/backoffice/players/${closed.playerId}/status/`, { status: "ACTIVE", reason: "r" }),
        ),
      ).toEqual([409, "CONFLICT"]);
      expect(
        code(await post(`/api/backoffice/players/${NOBODY}/status/`, { status: "ACTIVE", reason: "r" })),
      ).toEqual([404, "NOT_FOUND"]);
    });
  });
});
