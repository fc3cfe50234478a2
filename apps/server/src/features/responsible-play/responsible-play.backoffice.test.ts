import {
  BackofficeResponsiblePlaySchema,
  imposePlayRestrictionEndpoint,
  liftPlayRestrictionEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../test-support/games";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const DAY = 24 * 60 * 60 * 1000;

describe("responsible play in the back office", () => {
  const clock = manualClock();
  let t: TestApp;
  let compliance: TestOperator;
  let support: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    compliance = await createTestOperator(t.db, { roleId: "compliance", name: "Cora Compliance" });
    support = await createTestOperator(t.db, { roleId: "support" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const view = (playerId: string, who: TestOperator | null = compliance) =>
    t.app.inject({
      url: `/api/backoffice/players/${playerId}/responsible-play/`,
      headers: backofficeHeaders(who),
    });
  const impose = (playerId: string, payload: object, who: TestOperator | null = compliance) =>
    t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${playerId}/responsible-play/restrictions/`,
      payload,
      headers: backofficeHeaders(who),
    });
  const lift = (playerId: string, blockId: string, who: TestOperator | null = compliance) =>
    t.app.inject({
      method: "POST",
      url: `/api/backoffice/players/${playerId}/responsible-play/restrictions/${blockId}/lift/`,
      payload: { reason: "Reviewed with the player" },
      headers: backofficeHeaders(who),
    });
  const csv = (who: TestOperator | null = compliance) =>
    t.app.inject({
      url: "/api/backoffice/responsible-play/self-exclusions.csv",
      headers: backofficeHeaders(who),
    });
  const list = (who: TestOperator | null = compliance) =>
    t.app.inject({
      url: "/api/backoffice/responsible-play/self-exclusions/",
      headers: backofficeHeaders(who),
    });
  const code = (response: { statusCode: number; json(): { error?: { code: string } } }) => [
    response.statusCode,
    response.json().error?.code,
  ];
  const playerPost = (p: TestPlayer, url: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "x-casino-client": "web", cookie: p.cookie },
    });
  const blockedUntil = async (playerId: string) =>
    (
      await t.db.query<{ until: string | null }>(
        "select play_blocked_until::text as until from player where id = $1",
        [playerId],
      )
    )[0]?.until ?? null;

  it("shows compliance a player's limits, blocks and full history, and audits the read", async () => {
    const p = await createTestPlayer(t.db);
    await playerPost(p, "/rest/responsible-play/limits/", { period: "day", amountCents: "5000" });
    await playerPost(p, "/rest/responsible-play/cool-off/", { duration: "24h" });
    const response = await view(p.playerId, support);
    expect(response.statusCode, response.body).toBe(200);
    const seen = BackofficeResponsiblePlaySchema.parse(response.json());
    expect(seen.limits[0]).toMatchObject({ period: "day", amountCents: "5000" });
    expect(seen.blocks).toEqual([
      expect.objectContaining({ kind: "cool_off", isActive: true, isLiftable: false, reason: null }),
    ]);
    expect(seen.history.map((e) => e.kind)).toEqual(["cool_off_started", "limit_set"]);
    const [audit] = await t.db.query<{ action: string; target_id: string }>(
      "select action, target_id from audit_log order by seq desc limit 1",
    );
    expect(audit).toEqual({ action: "playerResponsiblePlay", target_id: p.playerId });
  });

  it("refuses a guest, a role without compliance, bad input and an unknown player", async () => {
    const p = await createTestPlayer(t.db);
    const good = { reason: "Chargeback investigation", until: null };
    expect(code(await view(p.playerId, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await view(p.playerId, finance))).toEqual([403, "FORBIDDEN"]);
    expect(code(await impose(p.playerId, good, null))).toEqual([401, "UNAUTHENTICATED"]);
    expect(code(await impose(p.playerId, good, support))).toEqual([403, "FORBIDDEN"]);
    expect(code(await lift(p.playerId, NOBODY, support))).toEqual([403, "FORBIDDEN"]);
    expect(code(await list(finance))).toEqual([403, "FORBIDDEN"]);
    expect(code(await csv(finance))).toEqual([403, "FORBIDDEN"]);
    expect(code(await csv(null))).toEqual([401, "UNAUTHENTICATED"]);
    // A player's session is no operator's.
    const asPlayer = await t.app.inject({
      url: `/api/backoffice/players/${p.playerId}/responsible-play/`,
      headers: { cookie: p.cookie },
    });
    expect(asPlayer.statusCode).toBe(401);
    for (const body of [
      { reason: "", until: null },
      { reason: "Chargeback", until: "tomorrow" },
      { reason: "Chargeback", until: new Date(clock.now().getTime() - DAY).toISOString() },
      { reason: "Chargeback" },
    ]) {
      expect(code(await impose(p.playerId, body)), JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(code(await view("not-a-uuid"))).toEqual([400, "VALIDATION_FAILED"]);
    expect(code(await view(NOBODY))).toEqual([404, "NOT_FOUND"]);
    expect(code(await impose(NOBODY, good))).toEqual([404, "NOT_FOUND"]);
    expect(code(await lift(p.playerId, NOBODY))).toEqual([404, "NOT_FOUND"]);
    expect(await blockedUntil(p.playerId)).toBeNull();
  });

  it("imposes an open-ended restriction (audited), blocking play until lifted", async () => {
    const p = await createTestPlayer(t.db);
    const response = await impose(p.playerId, { reason: "Chargeback investigation", until: null });
    expect(response.statusCode, response.body).toBe(200);
    const after = BackofficeResponsiblePlaySchema.parse(response.json());
    const restriction = after.blocks[0];
    expect(restriction).toMatchObject({
      kind: "operator",
      endsAt: null,
      reason: "Chargeback investigation",
      operatorName: "Cora Compliance",
      isLiftable: true,
    });
    expect(after.history[0]).toMatchObject({
      kind: "restriction_imposed",
      actor: "operator",
      operatorName: "Cora Compliance",
    });
    await expectAudited(t.db, imposePlayRestrictionEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "player",
      targetId: p.playerId,
    });
    expect(await blockedUntil(p.playerId)).toBe("infinity");

    const lifted = await lift(p.playerId, restriction?.id ?? "");
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(BackofficeResponsiblePlaySchema.parse(lifted.json())).toMatchObject({
      block: null,
      blocks: [{ id: restriction?.id, isActive: false, isLiftable: false }],
    });
    await expectAudited(t.db, liftPlayRestrictionEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "player",
      targetId: p.playerId,
    });
    expect(await blockedUntil(p.playerId)).toBeNull();
    expect(code(await lift(p.playerId, restriction?.id ?? ""))).toEqual([409, "BLOCK_NOT_LIFTABLE"]);
  });

  it("keeps play blocked until the latest end when a restriction and a cool-off overlap", async () => {
    const p = await createTestPlayer(t.db);
    const until = new Date(clock.now().getTime() + 3 * DAY);
    await impose(p.playerId, { reason: "Affordability review", until: until.toISOString() });
    await playerPost(p, "/rest/responsible-play/cool-off/", { days: 10 });
    const tenDays = new Date(clock.now().getTime() + 10 * DAY);
    const [row] = await t.db.query<{ same: boolean }>(
      "select play_blocked_until = $2::timestamptz as same from player where id = $1",
      [p.playerId, tenDays.toISOString()],
    );
    expect(row?.same).toBe(true);
  });

  it("never lifts a player's self-exclusion or cool-off early", async () => {
    const p = await createTestPlayer(t.db);
    await playerPost(p, "/rest/responsible-play/self-exclusion/", { months: 6, confirm: true });
    await playerPost(p, "/rest/responsible-play/cool-off/", { duration: "1w" });
    const seen = BackofficeResponsiblePlaySchema.parse((await view(p.playerId)).json());
    for (const block of seen.blocks) {
      expect(block.isLiftable).toBe(false);
      expect(code(await lift(p.playerId, block.id))).toEqual([409, "BLOCK_NOT_LIFTABLE"]);
    }
    const still = BackofficeResponsiblePlaySchema.parse((await view(p.playerId)).json());
    expect(still.block?.kind).toBe("self_exclusion");
    expect(still.blocks.every((b) => b.liftedAt === null)).toBe(true);
  });

  it("lists and exports the players self-excluded now as CSV, audited", async () => {
    const excluded = await createTestPlayer(t.db, { email: "=cmd@example.com" });
    const cooled = await createTestPlayer(t.db);
    await playerPost(excluded, "/rest/responsible-play/self-exclusion/", { months: 12, confirm: true });
    await playerPost(cooled, "/rest/responsible-play/cool-off/", { duration: "24h" });
    const entries = (await list(support)).json().entries as { playerId: string }[];
    expect(entries.map((e) => e.playerId)).toContain(excluded.playerId);
    expect(entries.map((e) => e.playerId)).not.toContain(cooled.playerId);

    const response = await csv(support);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="self-exclusions-[\dT-]+Z\.csv"$/,
    );
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("playerId,email,brandId,startsAt,endsAt");
    const line = lines.find((l) => l.includes(excluded.playerId));
    // A player-typed e-mail cannot run as a spreadsheet formula.
    expect(line).toContain(`"'=cmd@example.com"`);
    expect(response.body).not.toContain(cooled.playerId);
    const [audit] = await t.db.query<{ action: string; target_type: string }>(
      "select action, target_type from audit_log order by seq desc limit 1",
    );
    expect(audit).toEqual({ action: "exportSelfExclusions", target_type: "self-exclusion-list" });
  });
});
