import type { Database } from "@casino/db";
import type { Clock } from "@casino/domain";
import { hashPassword } from "../../platform/auth/password";
import { insertOperator, listOperators } from "./operators.repo";

/**
 * The first admin of a new casino, from the environment (BACKOFFICE_ADMIN_EMAIL and _PASSWORD): made by
 * `npm run db:migrate` and at boot only while there is no operator at all, so the settings can stay in
 * place without ever resetting anyone. They enrol their authenticator at their first sign-in.
 */
export async function ensureFirstAdmin(
  db: Database,
  clock: Clock,
  admin: { email: string | undefined; password: string | undefined },
): Promise<"created" | "exists" | "not-configured"> {
  if (!admin.email || !admin.password) return "not-configured";
  if ((await listOperators(db)).length > 0) return "exists";
  const passwordHash = await hashPassword(admin.password);
  const created = await insertOperator(db, {
    email: admin.email.trim().toLowerCase(),
    name: "Admin",
    roleId: "admin",
    passwordHash,
    now: clock.now(),
  });
  return created ? "created" : "exists";
}
