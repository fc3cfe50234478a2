import type { Permission } from "@casino/contracts";
import { type Executor, schema } from "@casino/db";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

const {
  operator,
  operatorRole,
  operatorRolePermission,
  operatorSession,
  operatorSignIn,
  operatorRecoveryCode,
} = schema;

export type OperatorRow = typeof operator.$inferSelect;

export async function findOperatorByEmail(executor: Executor, email: string) {
  const [row] = await executor.orm.select().from(operator).where(eq(operator.email, email));
  return row ?? null;
}

export async function findOperator(executor: Executor, id: string) {
  const [row] = await executor.orm.select().from(operator).where(eq(operator.id, id));
  return row ?? null;
}

export async function lockOperator(executor: Executor, id: string) {
  const [row] = await executor.orm.select().from(operator).where(eq(operator.id, id)).for("update");
  return row ?? null;
}

export async function listOperators(executor: Executor) {
  return executor.orm.select().from(operator).orderBy(asc(operator.email));
}

export async function insertOperator(
  executor: Executor,
  row: { email: string; name: string; passwordHash: string; roleId: string; now: Date },
) {
  const [created] = await executor.orm
    .insert(operator)
    .values({ ...row, createdAt: row.now })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function updateOperator(
  executor: Executor,
  id: string,
  changes: Partial<
    Pick<
      OperatorRow,
      "roleId" | "status" | "totpSecret" | "totpLastStep" | "failedAttempts" | "lockedUntil" | "lastSignInAt"
    >
  >,
) {
  const [row] = await executor.orm.update(operator).set(changes).where(eq(operator.id, id)).returning();
  return row ?? null;
}

/** Counts a failed attempt; the fifth in a row locks the account until `lockUntil`. */
export async function countFailedAttempt(
  executor: Executor,
  id: string,
  maxAttempts: number,
  lockUntil: Date,
) {
  await executor.orm
    .update(operator)
    .set({
      failedAttempts: sql`${operator.failedAttempts} + 1`,
      lockedUntil: sql`case when ${operator.failedAttempts} + 1 >= ${maxAttempts} then ${lockUntil.toISOString()}::timestamptz else ${operator.lockedUntil} end`,
    })
    .where(eq(operator.id, id));
}

export async function listRoles(executor: Executor) {
  const roles = await executor.orm
    .select()
    .from(operatorRole)
    .orderBy(asc(operatorRole.createdAt), asc(operatorRole.id));
  const grants = await executor.orm.select().from(operatorRolePermission);
  return roles.map((role) => ({
    ...role,
    permissions: grants
      .filter((grant) => grant.roleId === role.id)
      .map((grant) => grant.permission as Permission),
  }));
}

export async function findRole(executor: Executor, id: string) {
  const [role] = await executor.orm.select().from(operatorRole).where(eq(operatorRole.id, id));
  if (!role) return null;
  const grants = await executor.orm
    .select({ permission: operatorRolePermission.permission })
    .from(operatorRolePermission)
    .where(eq(operatorRolePermission.roleId, id));
  return { ...role, permissions: grants.map((grant) => grant.permission as Permission) };
}

export async function upsertRole(
  executor: Executor,
  role: { id: string; name: string; permissions: Permission[] },
) {
  await executor.orm
    .insert(operatorRole)
    .values({ id: role.id, name: role.name })
    .onConflictDoUpdate({ target: operatorRole.id, set: { name: role.name } });
  await executor.orm.delete(operatorRolePermission).where(eq(operatorRolePermission.roleId, role.id));
  if (role.permissions.length > 0) {
    await executor.orm
      .insert(operatorRolePermission)
      .values(role.permissions.map((permission) => ({ roleId: role.id, permission })));
  }
}

export async function insertSignIn(
  executor: Executor,
  row: { challengeHash: string; operatorId: string; pendingSecret: string | null; expiresAt: Date },
) {
  // One sign-in in progress per operator: a new first step replaces the last.
  await executor.orm.delete(operatorSignIn).where(eq(operatorSignIn.operatorId, row.operatorId));
  await executor.orm.insert(operatorSignIn).values(row);
}

export async function takeSignIn(executor: Executor, challengeHash: string, now: Date) {
  const [row] = await executor.orm
    .select()
    .from(operatorSignIn)
    .where(and(eq(operatorSignIn.challengeHash, challengeHash), gt(operatorSignIn.expiresAt, now)));
  return row ?? null;
}

export async function deleteSignIns(executor: Executor, operatorId: string) {
  await executor.orm.delete(operatorSignIn).where(eq(operatorSignIn.operatorId, operatorId));
}

export async function replaceRecoveryCodes(executor: Executor, operatorId: string, codeHashes: string[]) {
  await executor.orm.delete(operatorRecoveryCode).where(eq(operatorRecoveryCode.operatorId, operatorId));
  if (codeHashes.length > 0) {
    await executor.orm
      .insert(operatorRecoveryCode)
      .values(codeHashes.map((codeHash) => ({ operatorId, codeHash })));
  }
}

/** Uses a recovery code once: true when it was unused and is now spent. */
export async function spendRecoveryCode(executor: Executor, operatorId: string, codeHash: string, now: Date) {
  const spent = await executor.orm
    .update(operatorRecoveryCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCode.operatorId, operatorId),
        eq(operatorRecoveryCode.codeHash, codeHash),
        isNull(operatorRecoveryCode.usedAt),
      ),
    )
    .returning();
  return spent.length === 1;
}

export async function insertOperatorSession(
  executor: Executor,
  row: {
    idHash: string;
    operatorId: string;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await executor.orm.insert(operatorSession).values({
    idHash: row.idHash,
    operatorId: row.operatorId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
    ip: row.ip,
    userAgent: row.userAgent,
  });
}

type LiveOperatorSessionRaw = {
  operator_id: string;
  email: string;
  name: string;
  role_id: string;
  last_seen_at: Date | string;
  permissions: string[] | null;
};

/**
 * The operator of a live session with their role's permissions, in one query: unknown, expired, idle since
 * before `idleSince`, or a disabled operator all answer null.
 */
export async function findLiveOperatorSession(
  executor: Executor,
  idHash: string,
  now: Date,
  idleSince: Date,
) {
  const [row] = await executor.query<LiveOperatorSessionRaw>(
    `select o.id::text as operator_id, o.email, o.name, o.role_id, s.last_seen_at,
       array(select p.permission from operator_role_permission p where p.role_id = o.role_id) as permissions
     from operator_session s join operator o on o.id = s.operator_id
     where s.id_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3 and o.status = 'ACTIVE'`,
    [idHash, now.toISOString(), idleSince.toISOString()],
  );
  if (!row) return null;
  return {
    operatorId: row.operator_id,
    email: row.email,
    name: row.name,
    roleId: row.role_id,
    lastSeenAt: new Date(row.last_seen_at),
    permissions: (row.permissions ?? []) as Permission[],
  };
}

export async function touchOperatorSession(executor: Executor, idHash: string, now: Date) {
  await executor.orm
    .update(operatorSession)
    .set({ lastSeenAt: now })
    .where(eq(operatorSession.idHash, idHash));
}

export async function deleteOperatorSession(executor: Executor, idHash: string) {
  await executor.orm.delete(operatorSession).where(eq(operatorSession.idHash, idHash));
}

export async function deleteOperatorSessions(executor: Executor, operatorId: string) {
  await executor.orm.delete(operatorSession).where(eq(operatorSession.operatorId, operatorId));
}

export async function countActiveAdmins(executor: Executor) {
  const [row] = await executor.query<{ count: string }>(
    `select count(*)::text as count from operator o
     where o.status = 'ACTIVE' and exists (
       select 1 from operator_role_permission p where p.role_id = o.role_id and p.permission = 'staff:write')`,
  );
  return Number(row?.count ?? 0);
}
