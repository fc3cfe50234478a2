import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("page request handling (URL rules before a page renders)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const handle = (page: string) =>
    t.app.inject({ url: `/rest/request/handle/?${new URLSearchParams({ page })}` });

  it("drops the aa parameter with a full redirect to the same page, keeping the rest of the query", async () => {
    const response = await handle("/promotions/?aa=partner7&category=popular-games&refcode=ABC");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authorized: false,
      redirectUrl: "/promotions/?category=popular-games&refcode=ABC",
      isExternal: true,
    });
  });

  it("sends a visitor landing on the root with aa to the lobby, keeping the rest of the query", async () => {
    const response = await handle("/?aa=1&invited_by=friend");
    expect(response.json()).toEqual({
      authorized: false,
      redirectUrl: "/lobby/?invited_by=friend",
      isExternal: true,
    });
  });

  it("sends a guest on a register link to sign-up, keeping the query", async () => {
    const response = await handle("/register/?invited_by=friend&trafficSource=ads");
    expect(response.json()).toEqual({
      authorized: false,
      redirectUrl: "/signup/?invited_by=friend&trafficSource=ads",
      isExternal: false,
    });
  });

  it("opens a cash page as the cash box hash route", async () => {
    expect((await handle("/cash/deposit-by-money/")).json()).toMatchObject({
      redirectUrl: "/#/cash/deposit-by-money/",
      isExternal: false,
    });
    expect((await handle("/promotions/cash/redeem/?game=7")).json()).toMatchObject({
      redirectUrl: "/promotions/?game=7#/cash/redeem/",
      isExternal: false,
    });
  });

  it("lets an ordinary page render as asked", async () => {
    for (const page of ["/", "/promotions", "/page/terms", "/library?category=popular-games"]) {
      const response = await handle(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.json(), page).toEqual({ authorized: false, redirectUrl: null, isExternal: false });
    }
  });

  it("never redirects to another site", async () => {
    const body = (await handle("//evil.example/?aa=1")).json();
    expect(body.redirectUrl).toMatch(/^\/(?!\/)/);
  });

  it("refuses a call without the page as invalid input", async () => {
    const response = await t.app.inject({ url: "/rest/request/handle/" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: "VALIDATION_FAILED", details: [{ path: "query.page" }] },
    });
  });

  it("refuses an empty or oversized page as invalid input", async () => {
    for (const page of ["", `/${"x".repeat(2048)}`]) {
      const response = await handle(page);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_FAILED",
        details: [{ path: "query.page" }],
      });
    }
  });
});
