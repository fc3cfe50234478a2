import { BackofficeLegalPageSchema, LegalPageSchema, updateLegalPageEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const PAGES = "/api/backoffice/content/nlc/legal-pages/";
const TERMS_ES = `${PAGES}terms/es/`;

const newTerms = {
  title: "Términos y condiciones",
  effectiveOn: "2026-12-01",
  sections: [
    { heading: "1. Aceptación", paragraphs: ["Al jugar en NoLimitCoins aceptas estos términos."] },
    { heading: null, paragraphs: ["Escríbenos a support@nlc.example si tienes dudas."] },
  ],
};

describe("back office: the brand's legal pages", () => {
  let t: TestApp;
  let marketing: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND_HOSTS: "nlc.localhost=nlc" } });
    marketing = await createTestOperator(t.db, { roleId: "marketing" });
    finance = await createTestOperator(t.db, { roleId: "finance" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, operator: TestOperator | null = marketing) =>
    t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(operator) });
  const get = (url: string, operator: TestOperator | null = marketing) =>
    t.app.inject({ url, headers: backofficeHeaders(operator) });
  const playerPage = async (locale: string) =>
    LegalPageSchema.parse(
      (
        await t.app.inject({
          url: "/rest/page/info/terms/",
          headers: { host: "nlc.localhost", cookie: `locale=${locale}` },
        })
      ).json(),
    );

  it("refuses a caller without an operator session, and a role without the content module", async () => {
    for (const url of [PAGES, TERMS_ES]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, finance)).statusCode, url).toBe(403);
    }
    expect((await post(TERMS_ES, newTerms, null)).statusCode).toBe(401);
    expect((await post(TERMS_ES, newTerms, finance)).statusCode).toBe(403);
  });

  it("lists every page of the brand in every locale, and opens one to edit", async () => {
    const list = await get(PAGES);
    expect(list.statusCode).toBe(200);
    const pages: { name: string; locale: string }[] = list.json().pages;
    // Four legal pages and the how-it-works page, in English and Spanish.
    expect(pages).toHaveLength(10);
    expect(pages).toContainEqual(expect.objectContaining({ name: "terms", locale: "es" }));
    const page = BackofficeLegalPageSchema.parse((await get(TERMS_ES)).json());
    expect(page.title).toBe("Términos y condiciones");
    expect(page.sections.length).toBeGreaterThan(0);
    expect((await get(`${PAGES}cookie-policy/en/`)).statusCode).toBe(404);
    expect((await get(`${PAGES}terms/fr/`)).statusCode).toBe(400);
  });

  it("refuses HTML, oversized and malformed pages, and changes nothing", async () => {
    const before = (await get(TERMS_ES)).json();
    const huge = "x".repeat(9_999);
    for (const bad of [
      { ...newTerms, sections: [{ heading: null, paragraphs: ['<script>alert("x")</script>'] }] },
      { ...newTerms, title: 'Terms <img src=x onerror="alert(1)">' },
      { ...newTerms, sections: Array.from({ length: 11 }, () => ({ heading: null, paragraphs: [huge] })) },
      { ...newTerms, sections: [] },
      { ...newTerms, effectiveOn: "next monday" },
      { ...newTerms, sections: [{ heading: null, paragraphs: [] }] },
    ]) {
      const response = await post(TERMS_ES, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await get(TERMS_ES)).json()).toEqual(before);
    expect((await post(`${PAGES}cookie-policy/es/`, newTerms)).statusCode).toBe(404);
  });

  it("replaces one locale's text, which players read at once, audited with before and after", async () => {
    const english = await playerPage("en");
    const response = await post(TERMS_ES, newTerms);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ effectiveOn: "2026-12-01", sections: newTerms.sections });
    await expectAudited(t.db, updateLegalPageEndpoint, {
      operatorId: marketing.operatorId,
      targetType: "legal_page",
      targetId: "nlc:terms:es",
    });
    const [audit] = await t.db.query<{ before: { sections: unknown[] }; after: { sections: unknown[] } }>(
      "select before, after from audit_log order by seq desc limit 1",
    );
    expect(audit?.before.sections.length).toBeGreaterThan(2);
    expect(audit?.after.sections).toEqual(newTerms.sections);
    expect(await playerPage("es")).toMatchObject({ updatedAt: "2026-12-01", sections: newTerms.sections });
    expect(await playerPage("en")).toEqual(english);
  });
});
