import { acceptTermsEndpoint, BackofficeLegalPageSchema, termsStatusEndpoint } from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, get, inbox, oneTimeCode, post, signUp } from "../../test-support/auth-client";
import { backofficeHeaders, createTestOperator, type TestOperator } from "../../test-support/operators";
import { createTestPlayer, type TestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/** The seeded terms' effective date: the version every brand starts with. */
const SEEDED_VERSION = "2026-11-01";

describe("the terms dialog: which terms version a player accepted", () => {
  let t: TestApp;
  let editor: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off", BRAND_HOSTS: "nlc.localhost=nlc" } });
    editor = await createTestOperator(t.db, { roleId: "marketing" });
  });
  afterAll(() => t.close());

  const status = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = await get(t, "/rest/terms/status/", { cookie, headers });
    expect(response.statusCode).toBe(200);
    return termsStatusEndpoint.output.parse(response.json()).data;
  };
  const accept = (cookie: string, version: unknown, headers: Record<string, string> = {}) =>
    post(t, "/rest/terms/accept/", { version }, { cookie, headers });

  /** What an operator does in the legal-pages editor: the same text, a new effective date. */
  const publishTerms = async (brandId: string, locale: string, effectiveOn: string) => {
    const url = `/api/backoffice/content/${brandId}/legal-pages/terms/${locale}/`;
    const current = BackofficeLegalPageSchema.parse(
      (await t.app.inject({ url, headers: backofficeHeaders(editor) })).json(),
    );
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: backofficeHeaders(editor),
      payload: { title: current.title, effectiveOn, sections: current.sections },
    });
    expect(response.statusCode).toBe(200);
  };

  it("asks a guest to sign in", async () => {
    expect((await get(t, "/rest/terms/status/")).statusCode).toBe(401);
    const response = await post(t, "/rest/terms/accept/", { version: SEEDED_VERSION });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a version that is not a date", async () => {
    const player = await createTestPlayer(t.db);
    for (const version of ["latest", 20261101, null]) {
      const response = await accept(player.cookie, version);
      expect(response.statusCode, String(version)).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ path: "body.version" })]);
    }
  });

  it("records the terms a player accepted at sign-up, so the dialog does not ask them", async () => {
    const { cookie } = await signUp(t);
    expect(await status(cookie ?? "")).toEqual({
      version: SEEDED_VERSION,
      hasAccepted: true,
      link: "/page/terms",
    });
  });

  it("records the terms accepted at a one-time-code sign-up too", async () => {
    const email = freshEmail("otp-terms");
    await post(t, "/rest/auth/otp/request/", { email });
    const code = oneTimeCode((await inbox(t, email))[0]);
    const response = await post(t, "/rest/auth/otp/verify/", {
      email,
      code,
      termsAccepted: true,
      birthday: "1990-04-12",
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect((await status(`sid=${cookie?.value}`)).hasAccepted).toBe(true);
  });

  it("asks a player who never accepted, and stops asking once they accept", async () => {
    const player = await createTestPlayer(t.db);
    expect(await status(player.cookie)).toMatchObject({ version: SEEDED_VERSION, hasAccepted: false });
    const accepted = await accept(player.cookie, SEEDED_VERSION);
    expect(accepted.statusCode).toBe(200);
    expect(acceptTermsEndpoint.output.parse(accepted.json()).data).toMatchObject({ hasAccepted: true });
    expect((await status(player.cookie)).hasAccepted).toBe(true);
    // Accepting twice (two tabs) is harmless.
    expect((await accept(player.cookie, SEEDED_VERSION)).statusCode).toBe(200);
  });

  describe("after an operator publishes terms with a new effective date", () => {
    const NLC = { host: "nlc.localhost" };
    let player: TestPlayer;
    beforeAll(async () => {
      player = await createTestPlayer(t.db, { brandId: "nlc" });
      expect((await accept(player.cookie, SEEDED_VERSION, NLC)).statusCode).toBe(200);
      await publishTerms("nlc", "en", "2026-12-15");
    });

    it("asks a player who accepted the earlier terms again", async () => {
      expect(await status(player.cookie, NLC)).toMatchObject({ version: "2026-12-15", hasAccepted: false });
    });

    it("refuses the earlier version with TERMS_VERSION_OUTDATED", async () => {
      const response = await accept(player.cookie, SEEDED_VERSION, NLC);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("TERMS_VERSION_OUTDATED");
      expect((await status(player.cookie, NLC)).hasAccepted).toBe(false);
    });

    it("accepts the new version once", async () => {
      expect((await accept(player.cookie, "2026-12-15", NLC)).statusCode).toBe(200);
      expect(await status(player.cookie, NLC)).toMatchObject({ version: "2026-12-15", hasAccepted: true });
    });

    it("takes a new date published in another language as a new version too", async () => {
      await publishTerms("nlc", "es", "2027-01-10");
      expect(await status(player.cookie, NLC)).toMatchObject({ version: "2027-01-10", hasAccepted: false });
    });

    it("leaves the other brands' players alone", async () => {
      const other = await createTestPlayer(t.db);
      expect((await status(other.cookie)).version).toBe(SEEDED_VERSION);
    });
  });
});
