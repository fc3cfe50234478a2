import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { ensureFirstAdmin } from "../features/operators";
import type { Env } from "../platform/env";

/** The back office's demo admin the README lists, made only in demo mode when the settings name none. */
export const DEMO_ADMIN = { email: "admin@casino.test", password: "DemoOperator1!" } as const;

/** The first admin from BACKOFFICE_ADMIN_EMAIL / _PASSWORD (or, in demo mode, the demo admin). */
export function seedFirstAdmin(db: Database, clock: Clock, env: Env) {
  const configured = env.BACKOFFICE_ADMIN_EMAIL && env.BACKOFFICE_ADMIN_PASSWORD;
  return ensureFirstAdmin(
    db,
    clock,
    configured || !env.DEMO
      ? { email: env.BACKOFFICE_ADMIN_EMAIL, password: env.BACKOFFICE_ADMIN_PASSWORD }
      : DEMO_ADMIN,
  );
}
