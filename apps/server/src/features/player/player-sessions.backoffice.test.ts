import { createHash, randomUUID } from "node:crypto";
import { revokeAllPlayerSessionsEndpoint, revokePlayerSessionEndpoint } from "@casino/contracts";
import { describe, expect, it } from "vitest";
import { backofficePlayersApp, NOBODY } from "../../test-support/backoffice-players";
import { CLIENT } from "../../test-support/game-launch";
import { expectAudited } from "../../test-support/operators";
import { createTestPlayer, createTestSession } from "../../test-support/players";

describe("back office: players — sessions and sign-in history", () => {
  const { fx, get, post, code, auditCount, isPlayerSignedIn } = backofficePlayersApp();

  describe("sessions", () => {
    it("lists live sessions with a short handle, never the session's hash", async () => {
      const p = await createTestPlayer(fx.t.db);
      const response = await get(`/api/backoffice/players/${p.playerId}/sessions/`, fx.finance);
      expect(response.statusCode).toBe(200);
      const [session] = response.json().sessions;
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      const [stored] = await fx.t.db.query<{ id_hash: string }>(
        "select id_hash from player_session where player_id = $1",
        [p.playerId],
      );
      expect(response.body).not.toContain(stored?.id_hash);
      expect(stored?.id_hash.startsWith(session.id)).toBe(true);
    });

    it("revokes one session: that device's next request is a guest's, the other stays signed in", async () => {
      const p = await createTestPlayer(fx.t.db);
      const other = await createTestSession(fx.t.db, p.playerId);
      expect(await isPlayerSignedIn(p.cookie)).toBe(true);
      const before = await auditCount();
      const sessionsUrl = `/api/backoffice/players/${p.playerId}/sessions/`;
      expect(code(await post(`${sessionsUrl}0123456789abcdef/revoke/`))).toEqual([404, "NOT_FOUND"]);
      expect(code(await post(`${sessionsUrl}not-hex/revoke/`))).toEqual([400, "VALIDATION_FAILED"]);
      expect(await auditCount()).toBe(before);
      const listed = (await get(sessionsUrl)).json().sessions as { id: string }[];
      expect(listed).toHaveLength(2);
      // Revoke whichever session the player's first cookie is not.
      const cookieHash = createHash("sha256").update(p.cookie.slice("sid=".length)).digest("hex");
      const target = listed.find((s) => !cookieHash.startsWith(s.id)) as { id: string };
      expect(code(await post(`${sessionsUrl}${target.id}/revoke/`, {}, fx.finance))).toEqual([
        403,
        "FORBIDDEN",
      ]);
      expect(code(await post(`${sessionsUrl}${target.id}/revoke/`, {}, null))).toEqual([
        401,
        "UNAUTHENTICATED",
      ]);
      const revoked = await post(`${sessionsUrl}${target.id}/revoke/`);
      expect(revoked.statusCode).toBe(200);
      await expectAudited(fx.t.db, revokePlayerSessionEndpoint, {
        operatorId: fx.support.operatorId,
        targetType: "player",
        targetId: p.playerId,
      });
      expect(await isPlayerSignedIn(other)).toBe(false);
      expect(await isPlayerSignedIn(p.cookie)).toBe(true);
      expect((await get(sessionsUrl)).json().sessions).toHaveLength(1);
    });

    it("revokes every session at once", async () => {
      const p = await createTestPlayer(fx.t.db);
      const other = await createTestSession(fx.t.db, p.playerId);
      const url = `/api/backoffice/players/${p.playerId}/sessions/revoke-all/`;
      expect(code(await post(url, {}, fx.marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(`/api/backoffice/players/${NOBODY}/sessions/revoke-all/`))).toEqual([
        404,
        "NOT_FOUND",
      ]);
      expect((await post(url)).statusCode).toBe(200);
      await expectAudited(fx.t.db, revokeAllPlayerSessionsEndpoint, {
        operatorId: fx.support.operatorId,
        targetType: "player",
        targetId: p.playerId,
      });
      expect(await isPlayerSignedIn(p.cookie)).toBe(false);
      expect(await isPlayerSignedIn(other)).toBe(false);
    });
  });

  describe("sign-in history", () => {
    it("records each sign-up and sign-in with its method and shows them newest first, audited", async () => {
      const email = `history-${randomUUID()}@example.com`;
      const signUp = await fx.t.app.inject({
        method: "POST",
        url: "/rest/auth/signup/",
        payload: { email, password: "correct horse 7", termsAccepted: true, birthday: "1990-04-12" },
        headers: { ...CLIENT, "user-agent": "SignUpBrowser/1" },
        remoteAddress: "10.9.8.7",
      });
      expect(signUp.statusCode).toBe(200);
      const signIn = await fx.t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        payload: { email, password: "correct horse 7" },
        headers: { ...CLIENT, "user-agent": "SignInBrowser/2" },
        remoteAddress: "10.9.8.6",
      });
      expect(signIn.statusCode).toBe(200);
      const [row] = await fx.t.db.query<{ id: string }>("select id::text from player where email = $1", [
        email,
      ]);
      const url = `/api/backoffice/players/${row?.id}/sign-ins/`;
      const response = await get(url, fx.finance);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(2);
      expect(
        response
          .json()
          .signIns.map((s: { method: string }) => s.method)
          .sort(),
      ).toEqual(["password", "sign-up"]);
      expect(response.json().signIns).toContainEqual(
        expect.objectContaining({ method: "password", ip: "10.9.8.6", userAgent: "SignInBrowser/2" }),
      );
      const [entry] = await fx.t.db.query<{ action: string; target_id: string }>(
        "select action, target_id from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({ action: "playerSignIns", target_id: row?.id });
      expect(code(await get(url, fx.marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await get(`${url}?pageSize=0`))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/sign-ins/`))).toEqual([404, "NOT_FOUND"]);
    });
  });
});
