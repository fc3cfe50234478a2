import type { Operator, Permission, Role } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { hashPassword } from "../../platform/auth/password";
import { AppError } from "../../platform/errors";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  countActiveAdmins,
  deleteOperatorSessions,
  deleteSignIns,
  findRole,
  insertOperator,
  listOperators,
  listRoles,
  lockOperator,
  type OperatorRow,
  replaceRecoveryCodes,
  updateOperator,
  upsertRole,
} from "./operators.repo";

export interface StaffContext {
  db: Database;
  clock: Clock;
}

/** What the staff screen shows of an account: never its password hash or second-factor secret. */
export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roleId: row.roleId,
    status: row.status,
    hasSecondFactor: row.totpSecret !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function staff(context: StaffContext) {
  return { operators: (await listOperators(context.db)).map(presentOperator) };
}

const noSuchRole = () => new AppError("NOT_FOUND", 404, "There is no such role.");
const noSuchOperator = () => new AppError("NOT_FOUND", 404, "There is no such operator.");

/** Someone must always be able to manage staff: a change that leaves no active operator with it is refused. */
async function keepAnAdmin(tx: Executor) {
  if ((await countActiveAdmins(tx)) === 0) {
    throw new AppError("CONFLICT", 409, "At least one active operator must keep the staff:write permission.");
  }
}

export async function createOperator(
  context: StaffContext,
  request: FastifyRequest,
  body: { email: string; name: string; roleId: string; password: string },
) {
  const { db, clock } = context;
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (!(await findRole(tx, body.roleId))) throw noSuchRole();
    const now = clock.now();
    const row = await insertOperator(tx, {
      email: body.email,
      name: body.name,
      roleId: body.roleId,
      passwordHash,
      now,
    });
    if (!row) throw new AppError("CONFLICT", 409, "An operator with this e-mail already exists.");
    const operator = presentOperator(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "operator", targetId: row.id, after: operator },
      now,
    );
    return operator;
  });
}

/** A new role or status; disabling ends the operator's sessions at once (their next call is refused). */
export async function changeOperator(
  context: StaffContext,
  request: FastifyRequest,
  id: string,
  changes: { roleId?: string | undefined; status?: "ACTIVE" | "DISABLED" | undefined },
) {
  const { db, clock } = context;
  if (request.operator?.id === id) {
    throw new AppError("CONFLICT", 409, "Ask another admin to change your own role or status.");
  }
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (!before) throw noSuchOperator();
    if (changes.roleId !== undefined && !(await findRole(tx, changes.roleId))) throw noSuchRole();
    const after = await updateOperator(tx, id, {
      ...(changes.roleId === undefined ? {} : { roleId: changes.roleId }),
      ...(changes.status === undefined ? {} : { status: changes.status }),
    });
    if (!after) throw noSuchOperator();
    await keepAnAdmin(tx);
    if (after.status === "DISABLED") {
      await deleteOperatorSessions(tx, id);
      await deleteSignIns(tx, id);
    }
    const operator = presentOperator(after);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "operator", targetId: id, before: presentOperator(before), after: operator },
      clock.now(),
    );
    return operator;
  });
}

/** Another operator enrols a new authenticator at their next sign-in; their sessions end now. */
export async function resetSecondFactor(context: StaffContext, request: FastifyRequest, id: string) {
  const { db, clock } = context;
  if (request.operator?.id === id) {
    throw new AppError("CONFLICT", 409, "Another admin must reset your second factor.");
  }
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (!before) throw noSuchOperator();
    const after = await updateOperator(tx, id, { totpSecret: null, totpLastStep: null });
    if (!after) throw noSuchOperator();
    await replaceRecoveryCodes(tx, id, []);
    await deleteOperatorSessions(tx, id);
    await deleteSignIns(tx, id);
    const operator = presentOperator(after);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "operator", targetId: id, before: presentOperator(before), after: operator },
      clock.now(),
    );
    return operator;
  });
}

const presentRole = (role: {
  id: string;
  name: string;
  isBuiltIn: boolean;
  permissions: Permission[];
}): Role => ({
  id: role.id,
  name: role.name,
  isBuiltIn: role.isBuiltIn,
  permissions: [...role.permissions].sort(),
});

export async function roles(context: StaffContext) {
  return { roles: (await listRoles(context.db)).map(presentRole) };
}

/** Creates or changes a custom role; the built-in five keep theirs. */
export async function saveRole(
  context: StaffContext,
  request: FastifyRequest,
  id: string,
  body: { name: string; permissions: Permission[] },
) {
  const { db, clock } = context;
  return db.transaction(async (tx) => {
    const before = await findRole(tx, id);
    if (before?.isBuiltIn) throw new AppError("CONFLICT", 409, "The built-in roles keep their permissions.");
    await upsertRole(tx, { id, name: body.name, permissions: [...new Set(body.permissions)] });
    await keepAnAdmin(tx);
    const after = await findRole(tx, id);
    if (!after) throw noSuchRole();
    const role = presentRole(after);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "operator-role", targetId: id, before: before ? presentRole(before) : null, after: role },
      clock.now(),
    );
    return role;
  });
}
