import {
  createOperatorEndpoint,
  OperatorMeSchema,
  resetOperatorSecondFactorEndpoint,
  saveRoleEndpoint,
  updateOperatorEndpoint,
} from "@casino/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "../../platform/auth/password";
import {
  backofficeHeaders,
  createTestOperator,
  expectAudited,
  type TestOperator,
} from "../../test-support/operators";
import { createTestPlayer } from "../../test-support/players";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ensureFirstAdmin, totpCode } from ".";

const START = new Date("2026-11-25T09:00:00.000Z");
const PASSWORD = "Operator password 1";

describe("operators: sign-in with a second factor, sessions, staff and roles", () => {
  let t: TestApp;
  let now = START;
  const clock = { now: () => new Date(now) };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let admin: TestOperator;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await createTestOperator(t.db, { roleId: "admin" });
  });
  afterAll(() => t.close());
  // Each test starts a minute on: the sign-in rate limits (per network, per minute) start afresh.
  beforeEach(() => later(61_000));

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: backofficeHeaders(cookie ? { cookie } : null),
    });
  const me = (cookie: string) => t.app.inject({ url: "/api/backoffice/me/", headers: { cookie } });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === "bo_sid");
    return cookie ? `bo_sid=${cookie.value}` : "";
  };

  async function newOperator(email: string, roleId = "support") {
    await t.db.query(
      "insert into operator (email, name, password_hash, role_id) values ($1, 'New operator', $2, $3)",
      [email, await hashPassword(PASSWORD), roleId],
    );
  }

  /** First sign-in: password, then the enrolment with the authenticator's first code. */
  async function enrol(email: string) {
    const first = await post("/api/backoffice/auth/sign-in/", { email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const { challenge, secret } = first.json();
    const response = await post("/api/backoffice/auth/enroll/", {
      challenge,
      code: totpCode(secret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
    return { secret, cookie: cookieOf(response), recoveryCodes: response.json().recoveryCodes as string[] };
  }

  it("makes the first admin from the settings only while there is no operator", async () => {
    const empty = await createTestApp();
    try {
      const settings = { email: "Boss@Casino.test", password: "First admin password" };
      expect(await ensureFirstAdmin(empty.db, clock, { email: undefined, password: undefined })).toBe(
        "not-configured",
      );
      expect(await ensureFirstAdmin(empty.db, clock, settings)).toBe("created");
      expect(await ensureFirstAdmin(empty.db, clock, { ...settings, email: "other@casino.test" })).toBe(
        "exists",
      );
      const rows = await empty.db.query<{ email: string; role_id: string; totp_secret: string | null }>(
        "select email, role_id, totp_secret from operator",
      );
      expect(rows).toEqual([{ email: "boss@casino.test", role_id: "admin", totp_secret: null }]);
    } finally {
      await empty.close();
    }
  });

  it("enrols an authenticator at the first sign-in: QR code, a wrong code refused, then a session and recovery codes", async () => {
    await newOperator("first@casino.test");
    const first = await post("/api/backoffice/auth/sign-in/", {
      email: "first@casino.test",
      password: PASSWORD,
    });
    const step = first.json();
    expect(step.step).toBe("enroll");
    expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(step.qrCodeSvg).toMatch(/^<svg/);
    const wrong = await post("/api/backoffice/auth/enroll/", { challenge: step.challenge, code: "000000" });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, "TOTP_INVALID"]);
    const right = await post("/api/backoffice/auth/enroll/", {
      challenge: step.challenge,
      code: totpCode(step.secret, clock.now()),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
    const setCookie = String(right.headers["set-cookie"]);
    expect(setCookie).toMatch(/bo_sid=[^;]+; Path=\/api\/backoffice; HttpOnly; SameSite=Strict/);
    const profile = OperatorMeSchema.parse((await me(cookieOf(right))).json().operator);
    expect(profile).toMatchObject({
      email: "first@casino.test",
      role: { id: "support" },
      idleTimeoutMinutes: 30,
    });
    expect(profile.permissions).toContain("players:write");
  });

  it("refuses a code used before (replay) and takes the next one; a recovery code works once", async () => {
    await newOperator("second@casino.test");
    const { secret, recoveryCodes } = await enrol("second@casino.test");
    const signIn = async () =>
      (
        await post("/api/backoffice/auth/sign-in/", { email: "second@casino.test", password: PASSWORD })
      ).json();
    // The same 30-second step as the enrolment's code: that code is spent.
    const again = await signIn();
    expect(again.step).toBe("verify");
    const replay = await post("/api/backoffice/auth/verify/", {
      challenge: again.challenge,
      code: totpCode(secret, clock.now()),
    });
    expect(replay.json().error.code).toBe("TOTP_INVALID");
    later(30_000);
    const next = await post("/api/backoffice/auth/verify/", {
      challenge: again.challenge,
      code: totpCode(secret, clock.now()),
    });
    expect(next.statusCode).toBe(200);
    expect((await me(cookieOf(next))).json().operator.email).toBe("second@casino.test");

    const withRecovery = await signIn();
    const recovery = recoveryCodes[0]?.toUpperCase();
    const used = await post("/api/backoffice/auth/verify/", {
      challenge: withRecovery.challenge,
      code: recovery,
    });
    expect(used.statusCode).toBe(200);
    const twice = await signIn();
    const refused = await post("/api/backoffice/auth/verify/", {
      challenge: twice.challenge,
      code: recovery,
    });
    expect(refused.json().error.code).toBe("TOTP_INVALID");
  });

  it("says the same for an unknown address and a wrong password, and locks after five failures for 15 minutes", async () => {
    await newOperator("guessed@casino.test");
    const unknown = await post("/api/backoffice/auth/sign-in/", {
      email: "nobody@casino.test",
      password: PASSWORD,
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([401, "INVALID_CREDENTIALS"]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post("/api/backoffice/auth/sign-in/", {
        email: "guessed@casino.test",
        password: "wrong password",
      });
      expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    }
    const right = await post("/api/backoffice/auth/sign-in/", {
      email: "guessed@casino.test",
      password: PASSWORD,
    });
    expect([right.statusCode, right.json().error.code]).toEqual([423, "ACCOUNT_LOCKED"]);
    later(15 * 60_000 + 1);
    const afterLock = await post("/api/backoffice/auth/sign-in/", {
      email: "guessed@casino.test",
      password: PASSWORD,
    });
    expect(afterLock.json().step).toBe("enroll");
  });

  it("ends a session after 30 idle minutes, and at sign-out", async () => {
    await newOperator("idle@casino.test");
    const { cookie } = await enrol("idle@casino.test");
    later(29 * 60_000);
    expect((await me(cookie)).json().operator).not.toBeNull();
    later(29 * 60_000);
    expect((await me(cookie)).json().operator).not.toBeNull();
    later(31 * 60_000);
    expect((await me(cookie)).json()).toEqual({ operator: null });

    later(30_000);
    await newOperator("idle-2@casino.test");
    const { cookie: fresh } = await enrol("idle-2@casino.test");
    expect((await post("/api/backoffice/auth/sign-out/", {}, fresh)).statusCode).toBe(200);
    expect((await me(fresh)).json()).toEqual({ operator: null });
  });

  it("never lets a player's session call the back office, nor an operator's a player endpoint", async () => {
    const player = await createTestPlayer(t.db);
    const asPlayer = await t.app.inject({
      url: "/api/backoffice/roles/",
      headers: { cookie: player.cookie },
    });
    expect([asPlayer.statusCode, asPlayer.json().error.code]).toEqual([401, "UNAUTHENTICATED"]);
    const whoAmI = await t.app.inject({ url: "/api/backoffice/me/", headers: { cookie: player.cookie } });
    expect(whoAmI.json()).toEqual({ operator: null });
    const asOperator = await t.app.inject({ url: "/rest/player/rounds/", headers: { cookie: admin.cookie } });
    expect(asOperator.statusCode).toBe(401);
  });

  it("opens an account, changes its role, disables it (its sessions end) and resets a second factor, each audited", async () => {
    const created = await post(
      "/api/backoffice/operators/",
      { email: "Hire@Casino.test", name: "New hire", roleId: "finance", password: "a long first password" },
      admin.cookie,
    );
    expect(created.statusCode).toBe(200);
    const hire = created.json();
    expect(hire).toMatchObject({
      email: "hire@casino.test",
      roleId: "finance",
      status: "ACTIVE",
      hasSecondFactor: false,
    });
    await expectAudited(t.db, createOperatorEndpoint, {
      operatorId: admin.operatorId,
      targetType: "operator",
      targetId: hire.id,
    });
    const duplicate = await post(
      "/api/backoffice/operators/",
      { email: "hire@casino.test", name: "Again", roleId: "finance", password: "a long first password" },
      admin.cookie,
    );
    expect(duplicate.json().error.code).toBe("CONFLICT");

    const other = await createTestOperator(t.db, { roleId: "support" });
    const role = await post(
      `/api/backoffice/operators/${other.operatorId}/`,
      { roleId: "compliance" },
      admin.cookie,
    );
    expect(role.json().roleId).toBe("compliance");
    await expectAudited(t.db, updateOperatorEndpoint, {
      operatorId: admin.operatorId,
      targetType: "operator",
      targetId: other.operatorId,
    });
    expect((await me(other.cookie)).json().operator.role.id).toBe("compliance");
    const disabled = await post(
      `/api/backoffice/operators/${other.operatorId}/`,
      { status: "DISABLED" },
      admin.cookie,
    );
    expect(disabled.json().status).toBe("DISABLED");
    expect((await me(other.cookie)).json()).toEqual({ operator: null });

    const self = await post(
      `/api/backoffice/operators/${admin.operatorId}/reset-second-factor/`,
      {},
      admin.cookie,
    );
    expect(self.json().error.code).toBe("CONFLICT");
    const enrolled = await createTestOperator(t.db, { roleId: "marketing" });
    const reset = await post(
      `/api/backoffice/operators/${enrolled.operatorId}/reset-second-factor/`,
      {},
      admin.cookie,
    );
    expect(reset.json()).toMatchObject({ hasSecondFactor: false });
    await expectAudited(t.db, resetOperatorSecondFactorEndpoint, {
      operatorId: admin.operatorId,
      targetType: "operator",
      targetId: enrolled.operatorId,
    });
    expect((await me(enrolled.cookie)).json()).toEqual({ operator: null });
  });

  it("composes a custom role from permissions; the built-in ones keep theirs", async () => {
    const saved = await post(
      "/api/backoffice/roles/vip-desk/",
      { name: "VIP desk", permissions: ["players:read", "adjustments:write"] },
      admin.cookie,
    );
    expect(saved.json()).toStrictEqual({
      id: "vip-desk",
      name: "VIP desk",
      isBuiltIn: false,
      permissions: ["adjustments:write", "players:read"],
    });
    await expectAudited(t.db, saveRoleEndpoint, {
      operatorId: admin.operatorId,
      targetType: "operator-role",
      targetId: "vip-desk",
    });
    const desk = await createTestOperator(t.db, { roleId: "vip-desk" });
    expect((await me(desk.cookie)).json().operator.permissions).toEqual([
      "adjustments:write",
      "players:read",
    ]);
    const builtIn = await post(
      "/api/backoffice/roles/support/",
      { name: "Support", permissions: [] },
      admin.cookie,
    );
    expect(builtIn.json().error.code).toBe("CONFLICT");
    const roles = await t.app.inject({ url: "/api/backoffice/roles/", headers: { cookie: admin.cookie } });
    expect(roles.json().roles.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(["admin", "support", "compliance", "finance", "marketing", "vip-desk"]),
    );
  });
});
