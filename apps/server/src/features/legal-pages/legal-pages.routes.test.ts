import { LegalPageSchema } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const PAGES = {
  terms: { en: "Terms and conditions", es: "Términos y condiciones" },
  "privacy-policy": { en: "Privacy policy", es: "Política de privacidad" },
  "sweepstakes-rules": { en: "Sweepstakes rules", es: "Reglas del sorteo" },
  "responsible-play": { en: "Responsible play", es: "Juego responsable" },
  "how-it-works": { en: "How it works", es: "Cómo funciona" },
} as const;

describe("legal pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
  });
  afterAll(() => t.close());

  const page = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/rest/page/info/${name}/`, headers });

  const textOf = (body: { sections: { heading: string | null; paragraphs: string[] }[] }) =>
    body.sections.flatMap((section) => [section.heading ?? "", ...section.paragraphs]).join("\n");

  for (const [name, titles] of Object.entries(PAGES)) {
    it(`shows the ${name} page in English, complete and in the brand's name`, async () => {
      const response = await page(name);
      expect(response.statusCode).toBe(200);
      const body = LegalPageSchema.parse(response.json());
      expect(body).toMatchObject({ name, title: titles.en, updatedAt: "2026-11-01" });
      expect(body.sections.length).toBeGreaterThanOrEqual(5);
      expect(body.sections.length).toBeLessThanOrEqual(10);
      for (const section of body.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      expect(textOf(body)).toContain("FunRize");
      expect(textOf(body)).toContain("support@funrize.example");
      expect(textOf(body)).not.toMatch(/\$\{|undefined|TODO/);
    });

    it(`shows the ${name} page in Spanish to a Spanish visitor`, async () => {
      const en = LegalPageSchema.parse((await page(name)).json());
      const es = LegalPageSchema.parse((await page(name, { cookie: "locale=es" })).json());
      expect(es.title).toBe(titles.es);
      expect(es.sections).toHaveLength(en.sections.length);
      expect(textOf(es)).toContain("support@funrize.example");
      expect(textOf(es)).not.toBe(textOf(en));
    });
  }

  it("covers no purchase necessary, the free method of entry, eligibility and redemption in the sweepstakes rules", async () => {
    const text = textOf((await page("sweepstakes-rules")).json());
    expect(text).toMatch(/no purchase necessary/i);
    expect(text).toMatch(/alternative method of entry/i);
    expect(text).toMatch(/eligib/i);
    expect(text).toMatch(/redeem|redemption/i);
  });

  it("covers limits, reality checks, cool-off, self-exclusion and where to find help in responsible play", async () => {
    const text = textOf((await page("responsible-play")).json());
    for (const topic of [/limit/i, /reality check/i, /cool-off/i, /self-exclusion/i, /help/i]) {
      expect(text).toMatch(topic);
    }
  });

  it("fills in the brand of the host the visitor came to", async () => {
    const body = (await page("terms", { host: "nlc.localhost" })).json();
    expect(textOf(body)).toContain("NoLimitCoins");
    expect(textOf(body)).toContain("support@nlc.example");
    expect(textOf(body)).not.toContain("FunRize");
  });

  it("answers a page that does not exist with the PAGE_NOT_FOUND envelope", async () => {
    const response = await page("cookie-policy");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: "PAGE_NOT_FOUND", message: "There is no page named cookie-policy." },
    });
  });

  it("refuses a page name with characters outside a-z, 0-9 and - as invalid input", async () => {
    for (const name of ["Terms", "terms!", "..%2Fterms", "terms%20"]) {
      const response = await page(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toMatchObject({
        code: "VALIDATION_FAILED",
        details: [{ path: "params.name" }],
      });
    }
  });
});
