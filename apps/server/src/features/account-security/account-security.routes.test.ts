import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail, freshIp, get, isSignedIn, post, signIn, signUp } from "../../test-support/auth-client";
import {
  createTestGame,
  createTestGameSession,
  EXTERNAL_PROVIDER,
  manualClock,
  WALLET_TEST_ENV,
  walletCall,
} from "../../test-support/games";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const HOUR = 60 * 60 * 1000;

describe("account security", () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA: "off", ...WALLET_TEST_ENV }, clock });
  });
  afterAll(() => t.close());

  /** A player signed in on two devices, with a game open on one of them. */
  async function playerOnTwoDevices() {
    const { email, cookie: phone } = await signUp(t, freshEmail("devices"));
    const { cookie: laptop } = await signIn(t, email, undefined, { ip: freshIp() });
    const [row] = await t.db.query<{ id: string }>("select id::text from player where email = $1", [email]);
    const game = await createTestGame(t.db, { integration: EXTERNAL_PROVIDER });
    const token = await createTestGameSession(t.db, {
      playerId: row?.id ?? "",
      gameId: game.id,
      providerSlug: EXTERNAL_PROVIDER,
      now: clock.now(),
    });
    return { email, phone: phone ?? "", laptop: laptop ?? "", token };
  }

  const gameIsOpen = async (token: string) =>
    (await walletCall(t.app, "authenticate", { sessionToken: token }, { now: clock.now() })).statusCode ===
    200;

  it("turns a guest away from every setting", async () => {
    expect((await get(t, "/rest/account/security/")).statusCode).toBe(401);
    for (const url of [
      "/rest/account/security/code-sign-in/",
      "/rest/account/security/sign-out-everywhere/",
    ]) {
      const response = await post(t, url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("shows how the player signs in and on how many devices", async () => {
    const { phone } = await playerOnTwoDevices();
    const response = await get(t, "/rest/account/security/", { cookie: phone });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.json()).toEqual({
      success: true,
      hasPassword: true,
      isCodeSignInEnabled: false,
      activeSessions: 2,
    });
  });

  it("turns sign-in by code on and off, and refuses a value that is not a boolean", async () => {
    const { phone } = await playerOnTwoDevices();
    const bad = await post(
      t,
      "/rest/account/security/code-sign-in/",
      { isEnabled: "yes" },
      { cookie: phone },
    );
    expect(bad.statusCode).toBe(400);
    const on = await post(t, "/rest/account/security/code-sign-in/", { isEnabled: true }, { cookie: phone });
    expect(on.json().isCodeSignInEnabled).toBe(true);
    const off = await post(
      t,
      "/rest/account/security/code-sign-in/",
      { isEnabled: false },
      { cookie: phone },
    );
    expect(off.json().isCodeSignInEnabled).toBe(false);
  });

  it("keeps code sign-in on for an account that has no password", async () => {
    const email = freshEmail("codes-only");
    await post(t, "/rest/auth/otp/request/", { email });
    const [code] = await t.db.query<{ text: string }>(
      "select text from email_message where to_address = $1 and kind = 'one_time_code'",
      [email],
    );
    const verified = await post(t, "/rest/auth/otp/verify/", {
      email,
      code: code?.text.match(/\b\d{6}\b/)?.[0],
      termsAccepted: true,
      birthday: "1990-04-12",
    });
    const cookie = verified.cookies.find((c) => c.name === "sid");
    const response = await post(
      t,
      "/rest/account/security/code-sign-in/",
      { isEnabled: false },
      { cookie: `sid=${cookie?.value}` },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("CONFLICT");
  });

  it("signs out everywhere: every device's session and every open game end", async () => {
    const { phone, laptop, token } = await playerOnTwoDevices();
    expect(await gameIsOpen(token)).toBe(true);
    const response = await post(t, "/rest/account/security/sign-out-everywhere/", {}, { cookie: laptop });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect(await isSignedIn(t, phone)).toBe(false);
    expect(await isSignedIn(t, laptop)).toBe(false);
    expect(await gameIsOpen(token)).toBe(false);
  });

  it("ends open games at sign-out, so a game link left behind stops working", async () => {
    const { phone, laptop, token } = await playerOnTwoDevices();
    await post(t, "/rest/logout/", {}, { cookie: phone });
    expect(await isSignedIn(t, laptop)).toBe(true);
    expect(await gameIsOpen(token)).toBe(false);
  });

  it("ends a session left unused for the brand's idle timeout (24 hours), not one in use", async () => {
    const { phone, laptop } = await playerOnTwoDevices();
    clock.advance(20 * HOUR);
    expect(await isSignedIn(t, phone)).toBe(true);
    clock.advance(20 * HOUR);
    expect(await isSignedIn(t, phone)).toBe(true);
    expect(await isSignedIn(t, laptop)).toBe(false);
  });
});
