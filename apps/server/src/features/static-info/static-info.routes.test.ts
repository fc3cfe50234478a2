import { StaticInfoSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const LEGAL_LINKS = [
  "/page/terms",
  "/page/privacy-policy",
  "/page/sweepstakes-rules",
  "/page/responsible-play",
];

describe("static info: menus, footer and about text", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc,stormrush.localhost=stormrush" } });
  });
  afterAll(() => t.close());

  const staticInfo = (headers: Record<string, string> = {}, query = "?versionApp=1.0.0&isGuest=true") =>
    t.app.inject({ url: `/api/rest/static-info/${query}`, headers });

  it("gives guests the sidebar sections, the tap bar and the footer of the brand", async () => {
    const response = await staticInfo();
    expect(response.statusCode).toBe(200);
    const body = StaticInfoSchema.parse(response.json());
    expect(body.menu.map((section) => section.title)).toEqual(["Games", "Rewards", "Information"]);
    expect(body.menu.every((section) => section.items.length > 0)).toBe(true);
    expect(body.menu[0]?.items[0]).toMatchObject({ title: "Home", url: "/", is_granted_for_guest: true });
    expect(body.tapBar.map((item) => item.url)).toEqual(["/", "/promotions", "/tournaments/"]);
    expect(body.socialNetworks.length).toBeGreaterThan(0);
  });

  it("lists the four legal pages in the footer's second column", async () => {
    const body = (await staticInfo()).json();
    const legal = body.footer.menu.filter((link: { column: string }) => link.column === "second_column");
    expect(legal.map((link: { url: string }) => link.url)).toEqual(LEGAL_LINKS);
    expect(legal.map((link: { title: string }) => link.title)).toEqual([
      "Terms and conditions",
      "Privacy policy",
      "Sweepstakes rules",
      "Responsible play",
    ]);
  });

  it("has four about paragraphs, the support email and a rating with one decimal", async () => {
    const body = (await staticInfo()).json();
    expect(body.about).toHaveLength(4);
    expect(body.about[0]).toContain("FunRize");
    expect(body.supportEmail).toBe("support@funrize.example");
    expect(body.trustpilot.rating).toBe(4.6);
    expect(String(body.trustpilot.rating)).toMatch(/^\d(\.\d)?$/);
  });

  it("speaks Spanish to a visitor whose locale cookie is es", async () => {
    const body = (await staticInfo({ cookie: "locale=es" })).json();
    expect(body.menu.map((section: { title: string }) => section.title)).toEqual([
      "Juegos",
      "Premios",
      "Información",
    ]);
    expect(body.footer.menu.map((link: { title: string }) => link.title)).toContain("Reglas del sorteo");
    expect(body.about[0]).toMatch(/^FunRize es un casino social/);
  });

  it("speaks Spanish to a browser asking for es-ES", async () => {
    const body = (await staticInfo({ "accept-language": "es-ES,es;q=0.9,en;q=0.5" })).json();
    expect(body.menu[0].title).toBe("Juegos");
  });

  it("lets the locale cookie win over the browser's languages", async () => {
    const body = (await staticInfo({ cookie: "locale=en", "accept-language": "es-ES" })).json();
    expect(body.menu[0].title).toBe("Games");
  });

  it("tells caches the answer depends on host, cookie and language", async () => {
    const response = await staticInfo();
    expect(response.headers.vary).toBe("Host, Cookie, Accept-Language");
  });

  it("gives each brand its own name, support email and rating", async () => {
    const nlc = (await staticInfo({ host: "nlc.localhost:3000" })).json();
    expect(nlc.about[0]).toContain("NoLimitCoins");
    expect(nlc.supportEmail).toBe("support@nlc.example");
    expect(nlc.trustpilot.rating).toBe(4.7);
    const stormrush = (await staticInfo({ host: "stormrush.localhost" })).json();
    expect(stormrush.about[0]).toContain("StormRush");
    expect(stormrush.supportEmail).toBe("support@stormrush.example");
    expect(stormrush.about.join(" ")).not.toContain("NoLimitCoins");
  });

  it("answers without the optional query parameters", async () => {
    const response = await staticInfo({}, "");
    expect(response.statusCode).toBe(200);
  });

  it("refuses an isGuest that is not true or false as invalid input", async () => {
    const response = await staticInfo({}, "?isGuest=maybe");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: "VALIDATION_FAILED", details: [{ path: "query.isGuest" }] },
    });
  });
});
