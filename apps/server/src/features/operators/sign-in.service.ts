import { createHash, randomBytes } from "node:crypto";
import type { OperatorMe } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { verifyPassword } from "../../platform/auth/password";
import { AppError } from "../../platform/errors";
import type { OperatorPrincipal } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { endOperatorSession, IDLE_TIMEOUT_MINUTES, startOperatorSession } from "./operator-sessions";
import {
  countFailedAttempt,
  deleteSignIns,
  findOperatorByEmail,
  findRole,
  insertSignIn,
  lockOperator,
  type OperatorRow,
  replaceRecoveryCodes,
  spendRecoveryCode,
  takeSignIn,
  updateOperator,
} from "./operators.repo";
import { enrolment, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from "./second-factor";

/** Failed attempts in a row (password or second factor) that lock an operator account. */
export const MAX_FAILED_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;
/** Time between the password and the second factor. */
const CHALLENGE_MS = 10 * 60_000;

export interface SignInContext {
  db: Database;
  clock: Clock;
}

const hashChallenge = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", 401, "The e-mail or password is not right.");
const locked = () =>
  new AppError("ACCOUNT_LOCKED", 423, "Too many failed attempts: this account is locked for 15 minutes.");
const challengeGone = () =>
  new AppError("TOKEN_INVALID", 401, "This sign-in has expired. Start again with your e-mail and password.");

const isLocked = (row: OperatorRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/** First step: the password. Answers the second step, enrolment or a code; never says which part was wrong. */
export async function signIn(context: SignInContext, body: { email: string; password: string }) {
  const { db, clock } = context;
  const now = clock.now();
  const row = await findOperatorByEmail(db, body.email);
  if (row && isLocked(row, now)) throw locked();
  const isRight = await verifyPassword(row?.passwordHash ?? null, body.password);
  if (row?.status !== "ACTIVE") throw invalidCredentials();
  if (!isRight) {
    await countFailedAttempt(db, row.id, MAX_FAILED_ATTEMPTS, new Date(now.getTime() + LOCK_MS));
    throw invalidCredentials();
  }
  const challenge = randomBytes(32).toString("base64url");
  const pendingSecret = row.totpSecret === null ? newTotpSecret() : null;
  await insertSignIn(db, {
    challengeHash: hashChallenge(challenge),
    operatorId: row.id,
    pendingSecret,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  if (pendingSecret === null) return { step: "verify" as const, challenge };
  return {
    step: "enroll" as const,
    challenge,
    secret: pendingSecret,
    ...enrolment(pendingSecret, row.email),
  };
}

type SecondStep = { operator: OperatorRow } | { failed: OperatorRow };

/**
 * Runs a second step in a transaction that holds the operator's row; a wrong code is counted after it,
 * in its own statement, so the count survives the refusal.
 */
async function secondStep(
  context: SignInContext,
  challenge: string,
  check: (tx: Executor, row: OperatorRow, pendingSecret: string | null, now: Date) => Promise<boolean>,
): Promise<OperatorRow> {
  const { db, clock } = context;
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<SecondStep> => {
    const pending = await takeSignIn(tx, hashChallenge(challenge), now);
    if (!pending) throw challengeGone();
    const row = await lockOperator(tx, pending.operatorId);
    if (row?.status !== "ACTIVE") throw challengeGone();
    if (isLocked(row, now)) throw locked();
    if (!(await check(tx, row, pending.pendingSecret, now))) return { failed: row };
    await deleteSignIns(tx, row.id);
    const signedIn = await updateOperator(tx, row.id, {
      failedAttempts: 0,
      lockedUntil: null,
      lastSignInAt: now,
    });
    return { operator: signedIn ?? row };
  });
  if ("failed" in outcome) {
    await countFailedAttempt(db, outcome.failed.id, MAX_FAILED_ATTEMPTS, new Date(now.getTime() + LOCK_MS));
    if (outcome.failed.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS) throw locked();
    throw new AppError("TOTP_INVALID", 401, "That code is not right, or was already used. Try the next one.");
  }
  return outcome.operator;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A code of the step the authenticator shows now, never one already used (replay). */
async function acceptCode(tx: Executor, row: OperatorRow, secret: string, code: string, now: Date) {
  const step = totpStep(secret, code, now);
  if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) return false;
  await updateOperator(tx, row.id, { totpSecret: secret, totpLastStep: step });
  return true;
}

/** Second step of a first sign-in: the new authenticator's first code. Answers the recovery codes, once. */
export async function enroll(
  context: SignInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { challenge: string; code: string },
) {
  const recovery = newRecoveryCodes();
  const row = await secondStep(context, body.challenge, async (tx, operator, pendingSecret, now) => {
    if (pendingSecret === null) throw challengeGone();
    if (!(await acceptCode(tx, operator, pendingSecret, body.code, now))) return false;
    await replaceRecoveryCodes(tx, operator.id, recovery.hashes);
    return true;
  });
  const me = await startSignedIn(context, request, reply, row);
  return { operator: me, recoveryCodes: recovery.shown };
}

/** Second step: a code of the operator's authenticator, or one of their recovery codes. */
export async function verify(
  context: SignInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { challenge: string; code: string },
) {
  const row = await secondStep(context, body.challenge, async (tx, operator, pendingSecret, now) => {
    if (pendingSecret !== null || operator.totpSecret === null) throw challengeGone();
    if (isTotpCode(body.code)) return acceptCode(tx, operator, operator.totpSecret, body.code, now);
    return spendRecoveryCode(tx, operator.id, recoveryCodeHash(body.code), now);
  });
  return { operator: await startSignedIn(context, request, reply, row) };
}

async function startSignedIn(
  context: SignInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: OperatorRow,
) {
  const { db, clock } = context;
  return db.transaction(async (tx) => {
    await startOperatorSession(tx, clock, request, reply, row.id);
    await recordAudit(
      tx,
      auditActorOf(request, row),
      { targetType: "operator", targetId: row.id },
      clock.now(),
    );
    return meOf(tx, row);
  });
}

export async function signOut(context: SignInContext, request: FastifyRequest, reply: FastifyReply) {
  const { db, clock } = context;
  await db.transaction(async (tx) => {
    const operator = request.operator;
    if (operator) {
      await recordAudit(
        tx,
        auditActorOf(request),
        { targetType: "operator", targetId: operator.id },
        clock.now(),
      );
    }
    await endOperatorSession(tx, request, reply);
  });
  return { success: true as const };
}

async function meOf(
  executor: Executor,
  row: Pick<OperatorRow, "id" | "email" | "name" | "roleId">,
): Promise<OperatorMe> {
  const role = await findRole(executor, row.roleId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: { id: row.roleId, name: role?.name ?? row.roleId },
    permissions: [...(role?.permissions ?? [])].sort(),
    idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES,
  };
}

export function me(context: SignInContext, operator: OperatorPrincipal) {
  return meOf(context.db, operator);
}
