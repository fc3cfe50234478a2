import { addPlayerNoteEndpoint } from "@casino/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { backofficePlayersApp, NOBODY } from "../../test-support/backoffice-players";
import { fundPlayer } from "../../test-support/games";
import { expectAudited, type TestOperator } from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";

describe("back office: players — search, the player page and notes", () => {
  const { fx, clock, get, post, code, auditCount } = backofficePlayersApp();

  describe("search", () => {
    const marker = `srch${Date.now() % 1_000_000}`;
    let ann: string;
    let bob: string;
    let cid: string;
    beforeAll(async () => {
      ann = (
        await createTestPlayer(fx.t.db, { email: `ann.${marker}@example.com`, name: "Ann", surname: "Lee" })
      ).playerId;
      bob = (
        await createTestPlayer(fx.t.db, {
          email: `bob.${marker}@example.com`,
          brandId: "tao",
          accountStatus: "BLOCKED",
          name: "Bob",
          surname: "Zeller",
        })
      ).playerId;
      cid = (await createTestPlayer(fx.t.db, { email: `cid.${marker}@example.com` })).playerId;
    });
    const search = (query: string, who: TestOperator | null = fx.support) =>
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
      await search(`?q=${marker}`, fx.finance);
      expect(await auditCount()).toBe(before);
      expect(code(await search("", null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await search("", fx.marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await search("?pageSize=1000"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await search("?sort=password"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await search("?brand=nowhere"))).toEqual([400, "VALIDATION_FAILED"]);
    });
  });

  describe("the player page", () => {
    it("shows the profile and four balances, and audits the read", async () => {
      const p = await createTestPlayer(fx.t.db, { name: "Ada", surname: "Byron", state: "NY", zip: "10001" });
      await fundPlayer(fx.t.db, p.playerId, { coins: 300, entries: 12.5 });
      const response = await get(`/api/backoffice/players/${p.playerId}/`, fx.finance);
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
      const [entry] = await fx.t.db.query<{ action: string; operator_id: string; target_id: string }>(
        "select action, operator_id::text, target_id from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({
        action: "playerDetail",
        operator_id: fx.finance.operatorId,
        target_id: p.playerId,
      });
    });

    it("answers 404 for an unknown player, 400 for a malformed id, 401 and 403 before anything", async () => {
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`))).toEqual([404, "NOT_FOUND"]);
      expect(code(await get("/api/backoffice/players/not-a-uuid/"))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await get(`/api/backoffice/players/${NOBODY}/`, fx.marketing))).toEqual([403, "FORBIDDEN"]);
      const player = await createTestPlayer(fx.t.db);
      const asPlayer = await fx.t.app.inject({
        url: `/api/backoffice/players/${player.playerId}/`,
        headers: { cookie: player.cookie },
      });
      expect(asPlayer.statusCode).toBe(401);
    });

    it("lists the player's ledger transactions newest first with their side of each, audited", async () => {
      const p = await createTestPlayer(fx.t.db);
      await fundPlayer(fx.t.db, p.playerId, { coins: 100 });
      await fundPlayer(fx.t.db, p.playerId, { entries: 2.5 });
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
      const [entry] = await fx.t.db.query<{ action: string; after: unknown }>(
        "select action, after from audit_log order by seq desc limit 1",
      );
      expect(entry).toEqual({ action: "playerTransactions", after: { read: "transactions", page: 2 } });
      expect(code(await get(`${url}?page=0`))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await get(url, fx.marketing))).toEqual([403, "FORBIDDEN"]);
      expect(code(await get(url, null))).toEqual([401, "UNAUTHENTICATED"]);
    });
  });

  describe("notes", () => {
    it("adds a note by the operator, lists notes newest first, and audits both", async () => {
      const p = await createTestPlayer(fx.t.db);
      const url = `/api/backoffice/players/${p.playerId}/notes/`;
      const added = await post(url, { body: "  Called about a missing prize.  " });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({
        body: "Called about a missing prize.",
        operatorId: fx.support.operatorId,
        operatorName: "Sam Support",
      });
      await expectAudited(fx.t.db, addPlayerNoteEndpoint, {
        operatorId: fx.support.operatorId,
        targetType: "player",
        targetId: p.playerId,
      });
      const [audit] = await fx.t.db.query<{ after: { body: string } }>(
        "select after from audit_log order by seq desc limit 1",
      );
      expect(audit?.after.body).toBe("Called about a missing prize.");
      clock.advance(1000);
      await post(url, { body: "Second note." });
      const listed = await get(url, fx.finance);
      expect(listed.json().notes.map((n: { body: string }) => n.body)).toEqual([
        "Second note.",
        "Called about a missing prize.",
      ]);
    });

    it("refuses an empty or too long note, a reader and a guest, and writes nothing", async () => {
      const p = await createTestPlayer(fx.t.db);
      const url = `/api/backoffice/players/${p.playerId}/notes/`;
      const before = await auditCount();
      expect(code(await post(url, { body: "   " }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "x".repeat(2001) }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "hi", extra: 1 }))).toEqual([400, "VALIDATION_FAILED"]);
      expect(code(await post(url, { body: "hi" }, fx.finance))).toEqual([403, "FORBIDDEN"]);
      expect(code(await post(url, { body: "hi" }, null))).toEqual([401, "UNAUTHENTICATED"]);
      expect(code(await post(`/api/backoffice/players/${NOBODY}/notes/`, { body: "hi" }))).toEqual([
        404,
        "NOT_FOUND",
      ]);
      expect(await auditCount()).toBe(before);
      const notes = await fx.t.db.query("select 1 from player_note where player_id = $1", [p.playerId]);
      expect(notes).toEqual([]);
    });
  });
});
