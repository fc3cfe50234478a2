import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Endpoint } from "@casino/contracts";
import type { Database } from "@casino/db";
import { expect } from "vitest";

export const OPERATOR_COOKIE = "bo_sid";

export interface TestOperator {
  operatorId: string;
  email: string;
  /** `bo_sid=<id>` for the `cookie` header. */
  cookie: string;
}

/**
 * An operator with a role and a live session, inserted straight into the database so feature tests do not
 * go through the two-step sign-in (operators.routes.test.ts does). The password hash is a placeholder that
 * no password matches; the second factor is marked enrolled.
 */
export async function createTestOperator(
  db: Database,
  options: { roleId: string; email?: string; name?: string },
): Promise<TestOperator> {
  const operatorId = randomUUID();
  const email = options.email ?? `operator-${operatorId}@casino.test`;
  await db.query(
    `insert into operator (id, email, name, password_hash, role_id, totp_secret)
     values ($1, $2, $3, 'not-a-hash', $4, 'JBSWY3DPEHPK3PXP')`,
    [operatorId, email, options.name ?? `Operator ${options.roleId}`, options.roleId],
  );
  const id = randomBytes(32).toString("base64url");
  await db.query(
    `insert into operator_session (id_hash, operator_id, expires_at, created_at, last_seen_at)
     values ($1, $2, '2999-01-01T00:00:00Z', '2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z')`,
    [createHash("sha256").update(id).digest("hex"), operatorId],
  );
  return { operatorId, email, cookie: `${OPERATOR_COOKIE}=${id}` };
}

/** Non-GET calls need the client header (CSRF, ARCHITECTURE D10). */
export const backofficeHeaders = (operator: Pick<TestOperator, "cookie"> | null) => ({
  "x-casino-client": "web",
  ...(operator ? { cookie: operator.cookie } : {}),
});

/**
 * That the last audit entry records this endpoint's call by this operator on this target. The audit
 * coverage test (audit-log) finds every back-office write's test by this call: name the endpoint's
 * contract constant as the second argument.
 */
export async function expectAudited(
  db: Database,
  endpoint: Endpoint,
  expected: { operatorId: string; targetType: string; targetId: string | null },
) {
  const [row] = await db.query<{
    action: string;
    operator_id: string;
    target_type: string;
    target_id: string | null;
  }>("select action, operator_id::text, target_type, target_id from audit_log order by seq desc limit 1");
  expect(row).toEqual({
    action: endpoint.id,
    operator_id: expected.operatorId,
    target_type: expected.targetType,
    target_id: expected.targetId,
  });
}
