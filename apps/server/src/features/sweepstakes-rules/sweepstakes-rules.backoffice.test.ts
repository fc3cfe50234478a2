import {
  deleteJurisdictionRuleEndpoint,
  JurisdictionRuleSchema,
  updateJurisdictionRuleEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestApp, fixedClock, type TestApp } from "../../test-support/test-app";

const RULES = "/api/backoffice/compliance/jurisdiction-rules/";

const draft = {
  code: "US-OH",
  name: "Ohio",
  effectiveFrom: "2027-01-01",
  allowsSignUp: false,
  allowsPurchase: false,
  allowsSweepstakesPlay: false,
  allowsRedemption: false,
  allowsAmoe: false,
  minimumAge: 21,
  sourceNote: "Hypothetical ban for the test.",
  isConfirmed: false,
};

describe("back office: jurisdiction rules", () => {
  let t: TestApp;
  let compliance: TestOperator;
  let support: TestOperator;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock("2026-11-29T09:00:00.000Z") });
    compliance = await createTestOperator(t.db, { roleId: "compliance" });
    support = await createTestOperator(t.db, { roleId: "marketing" });
  });
  afterAll(() => t.close());

  const get = (operator: TestOperator | null = compliance) =>
    t.app.inject({ url: RULES, headers: backofficeHeaders(operator) });
  const post = (url: string, payload?: object, operator: TestOperator | null = compliance) =>
    t.app.inject({
      method: "POST",
      url,
      ...(payload ? { payload } : {}),
      headers: backofficeHeaders(operator),
    });

  it("refuses callers without the compliance module", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(support)).statusCode).toBe(403);
    expect((await post(RULES, draft, support)).statusCode).toBe(403);
  });

  it("lists the seeded rules with the one in force today for each jurisdiction", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { today, rules } = response.json();
    expect(today).toBe("2026-11-29");
    const byCode = new Map(
      (rules as unknown[]).map((rule) => {
        const parsed = JurisdictionRuleSchema.parse(rule);
        return [parsed.code, parsed] as const;
      }),
    );
    for (const code of [
      "US-WA",
      "US-ID",
      "US-MI",
      "US-MT",
      "US-CT",
      "US-NV",
      "US-NJ",
      "US-CA",
      "US-NY",
      "US-IN",
    ]) {
      expect(byCode.get(code), code).toMatchObject({ status: "inForce", allowsSignUp: false });
    }
    expect(byCode.get("US-IN")).toMatchObject({ effectiveFrom: "2026-07-01", isConfirmed: false });
    expect(byCode.get("US-MA")).toMatchObject({ minimumAge: 21, allowsSweepstakesPlay: true });
    expect(byCode.get("CA-QC")?.sourceNote).toMatch(/operator policy/i);
  });

  it("refuses malformed rules", async () => {
    for (const bad of [
      { ...draft, code: "Ohio" },
      { ...draft, effectiveFrom: "2027-13-01" },
      { ...draft, minimumAge: 17 },
      { ...draft, sourceNote: "" },
      { ...draft, extra: true },
    ]) {
      const response = await post(RULES, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("schedules a future rule, edits it, refuses a second on the same date, and withdraws it, audited", async () => {
    const created = await post(RULES, draft);
    expect(created.statusCode).toBe(200);
    const rule = JurisdictionRuleSchema.parse(created.json());
    expect(rule).toMatchObject({ status: "scheduled", updatedBy: compliance.email });
    expect((await post(RULES, draft)).json().error.code).toBe("CONFLICT");

    const edited = await post(`${RULES}${rule.id}/`, { ...draft, minimumAge: 19, isConfirmed: true });
    expect(edited.json()).toMatchObject({ minimumAge: 19, isConfirmed: true, status: "scheduled" });
    await expectAudited(t.db, updateJurisdictionRuleEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "jurisdiction_rule",
      targetId: rule.id,
    });

    expect((await post(`${RULES}${rule.id}/delete/`)).json()).toEqual({ success: true });
    await expectAudited(t.db, deleteJurisdictionRuleEndpoint, {
      operatorId: compliance.operatorId,
      targetType: "jurisdiction_rule",
      targetId: rule.id,
    });
    expect((await post(`${RULES}${rule.id}/delete/`)).statusCode).toBe(404);
  });

  it("keeps a rule that has been in force: it is history, replaced by a newer one", async () => {
    const rules = (await get()).json().rules as { id: string; code: string }[];
    const washington = rules.find((rule) => rule.code === "US-WA");
    const response = await post(`${RULES}${washington?.id}/delete/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("CONFLICT");
  });

  it("marks an older rule superseded once a newer one is in force", async () => {
    const older = await post(RULES, {
      ...draft,
      code: "US-KY",
      name: "Kentucky",
      effectiveFrom: "2026-01-01",
    });
    const newer = await post(RULES, {
      ...draft,
      code: "US-KY",
      name: "Kentucky",
      effectiveFrom: "2026-11-29",
    });
    expect(newer.json().status).toBe("inForce");
    const rules = (await get()).json().rules as { id: string; status: string }[];
    expect(rules.find((rule) => rule.id === older.json().id)?.status).toBe("superseded");
    const moved = await post(`${RULES}${older.json().id}/`, {
      ...draft,
      code: "US-KY",
      name: "Kentucky",
      effectiveFrom: "2026-11-29",
    });
    expect(moved.statusCode).toBe(409);
  });
});
