import { randomInt } from "node:crypto";
import { test as base } from "@playwright/test";

/**
 * Each test browses from its own client address (the e2e server trusts X-Forwarded-For, as it would behind
 * a load balancer), so the per-IP sign-in and sign-up limits apply per test, as for separate people.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await use(context);
  },
});

export { expect } from "@playwright/test";
