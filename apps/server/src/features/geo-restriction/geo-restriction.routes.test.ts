import {
  addAllowedIpEndpoint,
  GeoVerdictSchema,
  RestrictionInfoSchema,
  removeAllowedIpEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const SEATTLE_IP = "128.95.1.1";
const AUSTIN_IP = "128.83.1.1";
const LONDON_IP = "81.2.69.160";
const CLIENT = { "x-casino-client": "web" };

describe("geo restriction: where the site may be used", () => {
  let t: TestApp;
  let compliance: TestOperator;
  let marketing: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
  });
  afterAll(() => t.close());

  const ipCheck = (remoteAddress: string) =>
    t.app.inject({ url: "/rest/restriction/player/ip/check/", remoteAddress });
  const geoCheck = (payload: object, extra: { cookie?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: "/rest/restriction/player/geo/check/",
      payload,
      remoteAddress: extra.remoteAddress ?? "127.0.0.1",
      headers: { ...CLIENT, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    });
  const verdict = (response: { json(): { data: unknown } }) => GeoVerdictSchema.parse(response.json().data);

  it("lets a visitor in from a state without a ban, and from a private address it cannot place", async () => {
    expect(verdict(await ipCheck(AUSTIN_IP))).toEqual({
      access: true,
      jurisdiction: "US-TX",
      jurisdictionName: "Texas",
      reason: null,
    });
    expect(verdict(await ipCheck("10.0.0.7"))).toEqual({
      access: true,
      jurisdiction: null,
      jurisdictionName: null,
      reason: null,
    });
  });

  it("closes the site by IP where sign-up is banned (Washington) and outside the served countries", async () => {
    expect(verdict(await ipCheck(SEATTLE_IP))).toEqual({
      access: false,
      jurisdiction: "US-WA",
      jurisdictionName: "Washington",
      reason: "blocked_region",
    });
    expect(verdict(await ipCheck(LONDON_IP))).toMatchObject({ access: false, jurisdiction: "GB" });
  });

  it("places the browser's position, refuses it in a banned state and answers nothing at sea", async () => {
    expect(verdict(await geoCheck({ latitude: 40.7357, longitude: -74.1724 }))).toMatchObject({
      access: false,
      jurisdiction: "US-NJ",
      jurisdictionName: "New Jersey",
    });
    expect(verdict(await geoCheck({ latitude: 30.2672, longitude: -97.7431 }))).toMatchObject({
      access: true,
      jurisdiction: "US-TX",
    });
    expect(verdict(await geoCheck({ latitude: 35, longitude: -40 }))).toMatchObject({
      access: true,
      jurisdiction: null,
    });
  });

  it("refuses a position that is not one", async () => {
    for (const bad of [
      { latitude: 91, longitude: 0 },
      { latitude: "47" },
      { latitude: 1, longitude: 2, x: 1 },
    ]) {
      const response = await geoCheck(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("records a signed-in player's position for the later checks, and nobody's for a guest", async () => {
    const player = await createTestPlayer(t.db);
    await geoCheck({ latitude: 47.6062, longitude: -122.3321 }, { cookie: player.cookie });
    const rows = await t.db.query<{ jurisdiction: string; player_id: string }>(
      "select jurisdiction, player_id::text from player_geo_location",
    );
    expect(rows).toEqual([{ jurisdiction: "US-WA", player_id: player.playerId }]);
  });

  it("tells guests the closed jurisdictions, the guest restriction set and that no position is needed", async () => {
    const info = RestrictionInfoSchema.parse(
      (await t.app.inject({ url: "/rest/restriction/info/" })).json().data,
    );
    expect(info.isGeolocationRequired).toBe(false);
    expect(info.playerRestrictionIdsHash).toBe("guest");
    const codes = info.blockedJurisdictions.map((j) => j.code);
    expect(codes).toEqual(
      expect.arrayContaining(["US-WA", "US-ID", "US-MI", "US-NJ", "US-NY", "US-CA", "CA-QC"]),
    );
    expect(codes).not.toContain("US-MA");
    expect(info.blockedJurisdictions).toContainEqual({ code: "US-WA", name: "Washington" });
  });

  it("asks players for their position and gives them the restriction set of where they were", async () => {
    const player = await createTestPlayer(t.db);
    const info = async () =>
      RestrictionInfoSchema.parse(
        (await t.app.inject({ url: "/rest/restriction/info/", headers: { cookie: player.cookie } })).json()
          .data,
      );
    expect(await info()).toMatchObject({ isGeolocationRequired: true, playerRestrictionIdsHash: "standard" });
    await geoCheck({ latitude: 43.615, longitude: -116.2023 }, { cookie: player.cookie });
    expect((await info()).playerRestrictionIdsHash).toBe(
      "no-signUp.purchase.sweepstakesPlay.redemption.amoe",
    );
    const appInit = await t.app.inject({ url: "/rest/app/init/", headers: { cookie: player.cookie } });
    expect(appInit.json().playerRestrictionIdsHash).toBe(
      "no-signUp.purchase.sweepstakesPlay.redemption.amoe",
    );
    const games = await t.app.inject({
      url: "/api/rest/games/get-cached-games?groupKey=no-signUp.purchase.sweepstakesPlay.redemption.amoe",
    });
    expect(games.json().groupKey).toBe("no-signUp.purchase.sweepstakesPlay.redemption.amoe");
  });

  describe("block reports", () => {
    const report = (payload: object, remoteAddress = SEATTLE_IP) =>
      t.app.inject({
        method: "POST",
        url: "/rest/restriction/player/block/",
        payload,
        remoteAddress,
        headers: CLIENT,
      });
    const good = {
      apps: ["web"],
      meta: { reason: "permission_denied", permission: "denied", path: "/games" },
    };

    it("keeps the report with the address and where it is, for operators to read", async () => {
      expect((await report(good)).json()).toEqual({ success: true });
      const list = await t.app.inject({
        url: "/api/backoffice/compliance/geo/block-reports/?reason=permission_denied",
        headers: backofficeHeaders(compliance),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().reports[0]).toMatchObject({
        ip: SEATTLE_IP,
        reason: "permission_denied",
        jurisdiction: "US-WA",
        apps: ["web"],
        permission: "denied",
        path: "/games",
        playerId: null,
      });
    });

    it("refuses a malformed report", async () => {
      for (const bad of [
        { apps: ["web"] },
        { apps: ["web"], meta: { reason: "bored" } },
        { ...good, extra: 1 },
      ]) {
        expect((await report(bad, "10.9.9.9")).statusCode).toBe(400);
      }
    });

    it("limits how many reports one network may send", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await report(good, "10.77.0.1")).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(codes.at(-1)).toBe(429);
    });

    it("is only for the compliance module", async () => {
      const url = "/api/backoffice/compliance/geo/block-reports/";
      expect((await t.app.inject({ url, headers: backofficeHeaders(null) })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: backofficeHeaders(marketing) })).statusCode).toBe(403);
    });
  });

  describe("the operators' allow-list", () => {
    const URL = "/api/backoffice/compliance/geo/allowed-ips/";
    const add = (payload: object, operator: TestOperator | null = compliance) =>
      t.app.inject({ method: "POST", url: URL, payload, headers: backofficeHeaders(operator) });

    it("refuses callers without the compliance module", async () => {
      expect((await add({ cidr: "128.95.0.0/16", note: "office" }, null)).statusCode).toBe(401);
      expect((await add({ cidr: "128.95.0.0/16", note: "office" }, marketing)).statusCode).toBe(403);
      expect((await t.app.inject({ url: URL, headers: backofficeHeaders(marketing) })).statusCode).toBe(403);
    });

    it("refuses what is not an address or a range", async () => {
      for (const bad of [
        { cidr: "seattle", note: "x" },
        { cidr: "10.0.0.0/40", note: "x" },
        { cidr: "10.0.0.1" },
      ]) {
        const response = await add(bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.json().error.code).toBe("VALIDATION_FAILED");
      }
    });

    it("lets an allow-listed range through the checks wherever it is, audited, until it is removed", async () => {
      const added = await add({ cidr: "128.95.1.99/16", note: "QA devices in Seattle" });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ cidr: "128.95.0.0/16", note: "QA devices in Seattle" });
      await expectAudited(t.db, addAllowedIpEndpoint, {
        operatorId: compliance.operatorId,
        targetType: "geo_allowed_ip",
        targetId: added.json().id,
      });
      expect(verdict(await ipCheck(SEATTLE_IP))).toMatchObject({ access: true, jurisdiction: "US-WA" });
      expect(
        verdict(await geoCheck({ latitude: 47.6, longitude: -122.3 }, { remoteAddress: SEATTLE_IP })).access,
      ).toBe(true);
      expect((await add({ cidr: "128.95.0.0/16", note: "again" })).statusCode).toBe(409);
      const list = await t.app.inject({ url: URL, headers: backofficeHeaders(compliance) });
      expect(list.json().allowedIps.map((row: { cidr: string }) => row.cidr)).toContain("128.95.0.0/16");

      const removed = await t.app.inject({
        method: "POST",
        url: `${URL}${added.json().id}/delete/`,
        headers: backofficeHeaders(compliance),
      });
      expect(removed.json()).toEqual({ success: true });
      await expectAudited(t.db, removeAllowedIpEndpoint, {
        operatorId: compliance.operatorId,
        targetType: "geo_allowed_ip",
        targetId: added.json().id,
      });
      expect(verdict(await ipCheck(SEATTLE_IP)).access).toBe(false);
      const again = await t.app.inject({
        method: "POST",
        url: `${URL}${added.json().id}/delete/`,
        headers: backofficeHeaders(compliance),
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
