import { createHash, randomUUID } from "node:crypto";
import {
  addPlayerNoteEndpoint,
  revokeAllPlayerSessionsEndpoint,
  revokePlayerSessionEndpoint,
  setPlayerStatusEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT } from "../../test-support/game-launch";
import {
  createTestGame,
  createTestGameSession,
  EXTERNAL_PROVIDER,
  fundPlayer,
  manualClock,
  type TestGame,
  WALLET_TEST_ENV,
  walletCall,
} from "../../test-support/games";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, createTestSession } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("back office: players", () => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  let marketing: TestOperator;
  let game: TestGame;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { ...WALLET_TEST_ENV, CAPTCHA: "off" } });
    support = await createTestOperator(t.db, { roleId: "support", name: "Sam Support" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    game = await createTestGame(t.db, { integration: EXTERNAL_PROVIDER, engineId: null });
  });
  afterAll(() => t.close());

  const get = (url: string, who: TestOperator | null = support) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const post = (url: string, payload: object = {}, who: TestOperator | null = support) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(who) });
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const auditCount = async () =>
    Number((await t.db.query<{ n: string }>("select count(*)::text as n from audit_log"))[0]?.n);
  const isPlayerSignedIn = async (cookie: string) =>
    (await t.app.inject({ url: "/rest/player/balance/", headers: { cookie } })).statusCode === 200;

  describe("search", () => {
    const marker = `srch${Date.now() % 1_000_000}`;
    let ann: string;
    let bob: string;
    let cid: string;
    beforeAll(async () => {
      ann = (
        await createTestPlayer(t.db, { email: `ann.${marker}@example.com`, name: "Ann", surname: "Lee" })
      ).playerId;
      bob = (
        await createTestPlayer(t.db, {
          email: `bob.${marker}@example.com`,
          brandId: "tao",
          accountStatus: "BLOCKED",
          name: "Bob",
          surname: "Zeller",
        })
      ).playerId;
      cid = (await createTestPlayer(t.db, { email: `cid.${marker}@example.com` })).playerId;
    });
    const search = (query: string, who: TestOperator | null = support) =>
      get(`/api/backoffice/players/${query}`, who);
    const ids = (response: { json(): { players: { id: string }[] } }) =>
      response.json().players.map((p) => p.id);

    it("finds players by any part of the e-mail in any case, sorted and paged, with the total", async () => {
      const all = await search(`?q=${marker.toUpperCase()}&sort=email&order=asc`);
      expect(all.statusCode).toBe(200);
      expect(ids(all)).toEqual([ann, bob, cid]);
      expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect(all.json().players[1]).toMatchObject({ brandId: "tao", status: "BLOCKED", name: "Bob" });
      const second = await search(`?q=${marker}&sort=email&order=desc&page=2&pageSize=2`);
      expect(ids(second)).toEqual([ann]);
      expect(second.json().total).toBe(3);
    });

    it("finds a player by exact id, by name or surname, and filters by brand and status", async () => {
      expect(ids(await search(`?q=${cid}`))).toEqual([cid]);
      expect(ids(await search(`?q=zeller&brand=tao`))).toEqual([bob]);
      expect(ids(await search(`?q=${marker}&status=BLOCKED`))).toEqual([bob]);
      expect(ids(await search(`?q=${marker}&brand=funrize&sort=email&order=asc`))).toEqual([ann, cid]);
      expect(ids(await search(`?q=ann lee`))).toContain(ann);
      expect((await search("?q=%25%25%25nothing")).json().total).toBe(0);
    });

    it("is not audited, refuses a guest, a role without players:read and bad input", async () => {
      const before = await auditCount();
      await search(`?q=${marker}`, finance);
      expect(await auditCount()).toBe(before);
      expect(code(await search("", null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await search("", marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await search("?pageSize=1000"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await search("?sort=password"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await search("?brand=nowhere"))).toEqual([400, "VALIDATION_FAILED"]);
    });
  });

  describe("the player page", () => {
    it("shows the profile and four balances, and audits the read", async () => {
      const p = await createTestPlayer(t.db, { name: "Ada", surname: "Byron", state: "NY", zip: "10001" });
      await fundPlayer(t.db, p.playerId, { coins: 300, entries: 12.5 });
      const response = await get(`/api/backoffice/players/${p.playerId}/`, finance);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        player: {
          id: p.playerId,
          email: p.email,
          name: "Ada",
          state: "NY",
          status: "ACTIVE",
          brandId: "funrize",
        },
        balance: { coins: 300, entries: 12.5, winnings: 0, tourPoints: 0 },
      });
      const [entry] = await t.db.query<{ action: string; operator_id: string; target_id: string }>(
        "select action, operator_id::text, target_id from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({
        action: "playerDetail",
        operator_id: finance.operatorId,
        target_id: p.playerId,
      });
    });

    it("answers 404 for an unknown player, 400 for a malformed id, 401 and 403 before anything", async () => {
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`))).toEqual([404, "NOT_FOUND"]);
      expect(code(await get("/api/backoffice/players/not-a-uuid/"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`, marketing))).toEqual([403, "FORBIDDEN"]);
      const player = await createTestPlayer(t.db);
      const asPlayer = await t.app.inject({
        url: `/api/backoffice/players/${player.playerId}/`,
        headers: { cookie: player.cookie },
      });
      expect(asPlayer.statusCode).toBe(401);
    });

    it("lists the player's ledger transactions newest first with their side of each, audited", async () => {
      const p = await createTestPlayer(t.db);
      await fundPlayer(t.db, p.playerId, { coins: 100 });
      await fundPlayer(t.db, p.playerId, { entries: 2.5 });
      const url = `/api/backoffice/players/${p.playerId}/transactions/`;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const { transactions, total } = response.json();
      expect(total).toBe(2);
      expect(transactions[0]).toMatchObject({ amounts: [{ currency: "entries", amount: 2.5 }] });
      expect(transactions[1]).toMatchObject({ amounts: [{ currency: "coins", amount: 100 }] });
      expect(typeof transactions[0].idempotencyKey).toBe("string");
      const paged = (await get(`${url}?page=2&pageSize=1`)).json();
      expect(paged.transactions.map((tx: { id: string }) => tx.id)).toEqual([transactions[1].id]);
      const [entry] = await t.db.query<{ action: string; after: unknown }>(
        "select action, after from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({ action: "playerTransactions", after: { read: "transactions", page: 2 } });
      expect(code(await get(`${url}?page=0`))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(url, marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
    });
  });

  describe("sessions", () => {
    it("lists live sessions with a short handle, never the session's hash", async () => {
      const p = await createTestPlayer(t.db);
      const response = await get(`/api/backoffice/players/${p.playerId}/sessions/`, finance);
      expect(response.statusCode).toBe(200);
      const [session] = response.json().sessions;
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      const [stored] = await t.db.query<{ id_hash: string }>(
        "select id_hash from player_session where player_id = $1",
        [p.playerId],
      );
      expect(response.body).not.toContain(stored?.id_hash);
      expect(stored?.id_hash.startsWith(session.id)).toBe(true);
    });

    it("revokes one session: that device's next request is a guest's, the other stays signed in", async () => {
      const p = await createTestPlayer(t.db);
      const other = await createTestSession(t.db, p.playerId);
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
      expect(code(await post(`${sessionsUrl}${target.id}/revoke/`, {}, finance))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(`${sessionsUrl}${target.id}/revoke/`, {}, null))).toEqual([
        401,
        "UNAUTHENTICATED",
      ]);
      const revoked = await post(`${sessionsUrl}${target.id}/revoke/`);
      expect(revoked.statusCode).toBe(200);
      await expectAudited(t.db, revokePlayerSessionEndpoint, {
        operatorId: support.operatorId,
        targetType: "player",
        targetId: p.playerId,
      });
      expect(await isPlayerSignedIn(other)).toBe(false);
      expect(await isPlayerSignedIn(p.cookie)).toBe(true);
      expect((await get(sessionsUrl)).json().sessions).toHaveLength(1);
    });

    it("revokes every session at once", async () => {
      const p = await createTestPlayer(t.db);
      const other = await createTestSession(t.db, p.playerId);
      const url = `/api/backoffice/players/${p.playerId}/sessions/revoke-all/`;
      expect(code(await post(url, {}, marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(`/api/backoffice/players/${NOBODY}/sessions/revoke-all/`))).toEqual([
        404,
        "NOT_FOUND",
      ]);
      expect((await post(url)).statusCode).toBe(200);
      await expectAudited(t.db, revokeAllPlayerSessionsEndpoint, {
        operatorId: support.operatorId,
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
      const signUp = await t.app.inject({
        method: "POST",
        url: "/rest/auth/signup/",
        payload: { email, password: "correct horse 7", termsAccepted: true },
        headers: { ...CLIENT, "user-agent": "SignUpBrowser/1" },
        remoteAddress: "10.9.8.7",
      });
      expect(signUp.statusCode).toBe(200);
      const signIn = await t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        payload: { email, password: "correct horse 7" },
        headers: { ...CLIENT, "user-agent": "SignInBrowser/2" },
        remoteAddress: "10.9.8.6",
      });
      expect(signIn.statusCode).toBe(200);
      const [row] = await t.db.query<{ id: string }>("select id::text from player where email = $1", [email]);
      const url = `/api/backoffice/players/${row?.id}/sign-ins/`;
      const response = await get(url, finance);
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
      const [entry] = await t.db.query<{ action: string; target_id: string }>(
        "select action, target_id from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({ action: "playerSignIns", target_id: row?.id });
      expect(code(await get(url, marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await get(`${url}?pageSize=0`))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/sign-ins/`))).toEqual([404, "NOT_FOUND"]);
    });
  });

  describe("notes", () => {
    it("adds a note by the operator, lists notes newest first, and audits both", async () => {
      const p = await createTestPlayer(t.db);
      const url = `/api/backoffice/players/${p.playerId}/notes/`;
      const added = await post(url, { body: "  Called about a missing prize.  " });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({
        body: "Called about a missing prize.",
        operatorId: support.operatorId,
        operatorName: "Sam Support",
      });
      await expectAudited(t.db, addPlayerNoteEndpoint, {
        operatorId: support.operatorId,
        targetType: "player",
        targetId: p.playerId,
      });
      const [audit] = await t.db.query<{ after: { body: string } }>(
        "select after from audit_log order by seq desc limit 1",
      );
      expect(audit?.after.body).toBe("Called about a missing prize.");
      clock.advance(1000);
      await post(url, { body: "Second note." });
      const listed = await get(url, finance);
      expect(listed.json().notes.map((n: { body: string }) => n.body)).toEqual([
        "Second note.",
        "Called about a missing prize.",
      ]);
    });

    it("refuses an empty or too long note, a reader and a guest, and writes nothing", async () => {
      const p = await createTestPlayer(t.db);
      const url = `/api/backoffice/players/${p.playerId}/notes/`;
      const before = await auditCount();
      expect(code(await post(url, { body: "   " }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "x".repeat(2001) }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "hi", extra: 1 }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "hi" }, finance))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(url, { body: "hi" }, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await post(`/api/backoffice/players/${NOBODY}/notes/`, { body: "hi" }))).toEqual([
        404,
        "NOT_FOUND",
      ]);
      expect(await auditCount()).toBe(before);
      const notes = await t.db.query("select 1 from player_note where player_id = $1", [p.playerId]);
      expect(notes).toEqual([]);
    });
  });

  describe("suspend and reactivate", () => {
    const bet = (sessionToken: string) =>
      walletCall(t.app, "bet", {
        sessionToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        amount: 5,
      });

    it("a suspended player is signed out everywhere at once, cannot bet nor sign in, until reactivated", async () => {
      const email = `suspend-${randomUUID()}@example.com`;
      const signUp = await t.app.inject({
        method: "POST",
        url: "/rest/auth/signup/",
        payload: { email, password: "correct horse 7", termsAccepted: true },
        headers: CLIENT,
      });
      const cookie = signUp.cookies.find((c) => c.name === "sid")?.value as string;
      const [row] = await t.db.query<{ id: string }>("select id::text from player where email = $1", [email]);
      const playerId = row?.id as string;
      await fundPlayer(t.db, playerId, { coins: 100 });
      const other = await createTestSession(t.db, playerId);
      const token = await createTestGameSession(t.db, {
        playerId,
        gameId: game.id,
        providerSlug: EXTERNAL_PROVIDER,
      });
      expect((await bet(token)).statusCode).toBe(200);
      expect(await isPlayerSignedIn(`sid=${cookie}`)).toBe(true);

      const url = `/api/backoffice/players/${playerId}/status/`;
      const suspended = await post(url, { status: "BLOCKED", reason: "Chargeback under review" });
      expect(suspended.json()).toEqual({ id: playerId, status: "BLOCKED" });
      await expectAudited(t.db, setPlayerStatusEndpoint, {
        operatorId: support.operatorId,
        targetType: "player",
        targetId: playerId,
      });
      const [audit] = await t.db.query<{ before: unknown; after: unknown }>(
        "select before, after from audit_log order by seq desc limit 1",
      );
      expect(audit).toEqual({
        before: { status: "ACTIVE" },
        after: { status: "BLOCKED", reason: "Chargeback under review" },
      });
      expect(await isPlayerSignedIn(`sid=${cookie}`)).toBe(false);
      expect(await isPlayerSignedIn(other)).toBe(false);
      expect(await t.db.query("select 1 from player_session where player_id = $1", [playerId])).toEqual([]);
      const refused = await bet(token);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      const signIn = await t.app.inject({
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
      const again = await t.app.inject({
        method: "POST",
        url: "/rest/auth/signin/",
        payload: { email, password: "correct horse 7" },
        headers: CLIENT,
        remoteAddress: "10.77.0.2",
      });
      expect(again.statusCode).toBe(200);
    });

    it("needs a reason and a known status, players:write, and leaves a closed account closed", async () => {
      const p = await createTestPlayer(t.db);
      const url = `/api/backoffice/players/${p.playerId}/status/`;
      const before = await auditCount();
      expect(code(await post(url, { status: "BLOCKED" }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: " " }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: "x".repeat(501) }))).toEqual([
        400,
        "VALIDATION_FAILED",
      ]);
      expect(code(await post(url, { status: "CLOSED", reason: "no" }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { status: "BLOCKED", reason: "r" }, finance))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(url, { status: "BLOCKED", reason: "r" }, null))).toEqual([
        401,
        "UNAUTHENTICATED",
      ]);
      expect(await auditCount()).toBe(before);
      expect(await isPlayerSignedIn(p.cookie)).toBe(true);
      const closed = await createTestPlayer(t.db, { accountStatus: "CLOSED" });
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
