import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("translation dictionaries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the English dictionary, cacheable for a few minutes", async () => {
    const response = await t.app.inject({ url: "/api/rest/translations/en" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const dictionary = response.json() as Record<string, string>;
    expect(Object.keys(dictionary).length).toBeGreaterThan(0);
    for (const value of Object.values(dictionary)) expect(typeof value).toBe("string");
  });

  it("has a Spanish text for every English key and nothing else", async () => {
    const en = (await t.app.inject({ url: "/api/rest/translations/en" })).json() as Record<string, string>;
    const es = (await t.app.inject({ url: "/api/rest/translations/es" })).json() as Record<string, string>;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(es[key], key).not.toBe("");
    expect(es).not.toEqual(en);
  });

  it("answers a locale it does not have with the LOCALE_NOT_FOUND envelope", async () => {
    for (const locale of ["fr", "EN", "en-US"]) {
      const response = await t.app.inject({ url: `/api/rest/translations/${locale}` });
      expect(response.statusCode, locale).toBe(404);
      expect(response.json(), locale).toEqual({
        success: false,
        error: {
          code: "LOCALE_NOT_FOUND",
          message: `There are no translations for "${locale}".`,
          requestId: response.headers["x-request-id"],
        },
      });
    }
  });

  it("refuses an oversized locale as invalid input", async () => {
    const response = await t.app.inject({ url: `/api/rest/translations/${"x".repeat(17)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: [{ path: "params.locale" }],
    });
  });
});
