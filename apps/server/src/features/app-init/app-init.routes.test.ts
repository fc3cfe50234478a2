import { AppInitSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("app start data for a guest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("tells a visitor without a session that they are a guest, with nothing personal", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(AppInitSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      isGuest: true,
      appName: "FunRize",
      brand: { id: "funrize", flags: { hasAuthPage: true, hasPageLobby: false, hasQuestOptimisation: true } },
      login: null,
      email: null,
      phone: null,
      token: null,
      websocket: null,
      wsConnectionData: null,
      favoriteGames: [],
      lastGames: [],
      popUpAds: { isActive: false },
      buildId: "test-build",
    });
  });

  it("asks for a captcha by default", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/" });
    expect(response.json().captcha.isEnabled).toBe(true);
  });

  it("ignores query parameters it does not use", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/?versionApp=1.2.3&junk=%00" });
    expect(response.statusCode).toBe(200);
    expect(response.json().isGuest).toBe(true);
  });

  it("answers only GET: other methods get the not-found envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/app/init/",
      headers: { "x-casino-client": "web" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: "ROUTE_NOT_FOUND" } });
  });
});

describe("app start data on a multi-brand deployment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        BRAND_HOSTS: "nlc.localhost=nlc, tao.localhost=tao",
        DEFAULT_BRAND: "stormrush",
        CAPTCHA: "off",
      },
    });
  });
  afterAll(() => t.close());

  it("names the brand of the host the visitor came to, whatever the port or case", async () => {
    const nlc = await t.app.inject({ url: "/rest/app/init/", headers: { host: "nlc.localhost:3000" } });
    expect(nlc.json()).toMatchObject({
      appName: "NoLimitCoins",
      brand: {
        id: "nlc",
        flags: { hasPageLobby: true, hasRegCompletePage: true, hasCustomSupportChat: true },
      },
    });
    const tao = await t.app.inject({ url: "/rest/app/init/", headers: { host: "TAO.localhost" } });
    expect(tao.json()).toMatchObject({ appName: "TaoFortune", brand: { id: "tao" } });
  });

  it("falls back to the default brand on a host it does not know", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/", headers: { host: "unknown.example" } });
    expect(response.json()).toMatchObject({ appName: "StormRush", brand: { id: "stormrush" } });
  });

  it("turns the captcha off when the operator disabled it", async () => {
    const response = await t.app.inject({ url: "/rest/app/init/", headers: { host: "nlc.localhost:3000" } });
    expect(response.json().captcha).toEqual({ isEnabled: false, key: null, url: null });
  });
});
