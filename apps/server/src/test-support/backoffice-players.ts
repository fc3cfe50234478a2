import { afterAll, beforeAll } from "vitest";
import { createTestGame, EXTERNAL_PROVIDER, manualClock, type TestGame, WALLET_TEST_ENV } from "./games";
import { backofficeHeaders, createTestOperator, type TestOperator } from "./operators";
import { createTestApp, type TestApp } from "./test-app";

/** A player id nobody has. */
export const NOBODY = "00000000-0000-4000-8000-000000000000";

type Answer = { statusCode: number; json(): { error?: { code: string } } };

/**
 * The app the back office's player tests share: support (players:write), finance (players:read) and
 * marketing (neither) operators, a game of the external provider, a manual clock, and the calls they make.
 * Registers its own beforeAll/afterAll; the fields are set once beforeAll has run.
 */
export function backofficePlayersApp() {
  const clock = manualClock();
  const fx = { clock } as {
    clock: typeof clock;
    t: TestApp;
    support: TestOperator;
    finance: TestOperator;
    marketing: TestOperator;
    game: TestGame;
  };
  beforeAll(async () => {
    fx.t = await createTestApp({ clock, env: { ...WALLET_TEST_ENV, CAPTCHA: "off" } });
    fx.support = await createTestOperator(fx.t.db, { roleId: "support", name: "Sam Support" });
    fx.finance = await createTestOperator(fx.t.db, { roleId: "finance" });
    fx.marketing = await createTestOperator(fx.t.db, { roleId: "marketing" });
    fx.game = await createTestGame(fx.t.db, { integration: EXTERNAL_PROVIDER, engineId: null });
  });
  afterAll(() => fx.t.close());

  return {
    fx,
    clock,
    get: (url: string, who: TestOperator | null = fx.support) =>
      fx.t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} }),
    post: (url: string, payload: object = {}, who: TestOperator | null = fx.support) =>
      fx.t.app.inject({ method: "POST", url, payload, headers: backofficeHeaders(who) }),
    code: (response: Answer) => [response.statusCode, response.json().error?.code],
    auditCount: async () =>
      Number((await fx.t.db.query<{ n: string }>("select count(*)::text as n from audit_log"))[0]?.n),
    isPlayerSignedIn: async (cookie: string) =>
      (await fx.t.app.inject({ url: "/rest/player/balance/", headers: { cookie } })).statusCode === 200,
  };
}
