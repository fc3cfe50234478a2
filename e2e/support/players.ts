import { randomBytes } from "node:crypto";

/** A fresh address per test run, so runs never collide on an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@e2e.test`;
}

/** The demo accounts the seed creates in every brand (README). */
export const DEMO_PLAYER = { email: "demo@casino.test", password: "DemoPlayer1" } as const;
export const DEMO_AFFILIATE = { email: "partner@casino.test", password: "DemoPartner1" } as const;
