import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_PAYMENT_WEBHOOK_SECRET, EnvError, parseEnv } from "../../platform/env";
import { createTestDatabase } from "../../test-support/test-database";
import { webhookSecretOf } from "./payments.context";

const PRODUCTION = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://casino.example" };
const OWN_SECRET = "an-operators-own-webhook-secret-0123456789";

describe("the payment webhooks' secret", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("runs the sandbox with no settings: the published development key outside production", async () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.PAYMENT_PROVIDER).toBe("sandbox");
    expect(env.PAYMENT_WEBHOOK_SECRET).toBe(DEV_PAYMENT_WEBHOOK_SECRET);
    expect(parseEnv({ DEMO: "true" }).PAYMENT_WEBHOOK_SECRET).toBe(DEV_PAYMENT_WEBHOOK_SECRET);
  });

  it("refuses the published key in production, and a short one anywhere", () => {
    expect(() => parseEnv({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: is the published development secret/,
    );
    expect(() => parseEnv({ NODE_ENV: "test", PAYMENT_WEBHOOK_SECRET: "short" })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "test", PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("uses the operator's key when set, else in production one derived from the database's push key", async () => {
    const own = parseEnv({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: OWN_SECRET });
    expect(await webhookSecretOf(own, db)).toBe(OWN_SECRET);
    const unset = parseEnv(PRODUCTION);
    expect(unset.PAYMENT_WEBHOOK_SECRET).toBeUndefined();
    const derived = await webhookSecretOf(unset, db);
    expect(derived).not.toBe(DEV_PAYMENT_WEBHOOK_SECRET);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    // Every node and every restart on this database derives the same key.
    expect(await webhookSecretOf(unset, db)).toBe(derived);
  });
});
