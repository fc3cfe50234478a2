import { createHash, randomBytes } from "node:crypto";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { addRouteHook } from "../../platform/http/route-hooks";
import {
  deleteOperatorSession,
  findLiveOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from "./operators.repo";

/** The back office's own cookie: sent only to its API, never across sites, never with a player's calls. */
export const OPERATOR_SESSION_COOKIE = "bo_sid";
const COOKIE_PATH = "/api/backoffice";
export const IDLE_TIMEOUT_MINUTES = 30;
const IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MINUTES * 60_000;
/** However busy, an operator signs in again each working day. */
const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** A session's last call is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

const cookieOptions = (secure: boolean) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: "strict" as const,
  secure,
});

/**
 * Resolves the operator of each back-office call from the cookie (every call reads the database: an
 * operator disabled or a role changed counts at the next call, on every node). Attached only to the
 * routes that need an operator; a player's cookie is never read there, nor this one anywhere else.
 */
export function installOperatorSessions(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const resolve = async (request: FastifyRequest) => {
    const id = request.cookies[OPERATOR_SESSION_COOKIE];
    if (!id || id.length > 128) return;
    const idHash = hashId(id);
    const now = clock.now();
    const live = await findLiveOperatorSession(db, idHash, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
    if (!live) return;
    request.operator = {
      id: live.operatorId,
      email: live.email,
      name: live.name,
      roleId: live.roleId,
      permissions: new Set(live.permissions),
      sessionIdHash: idHash,
    };
    if (now.getTime() - live.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await touchOperatorSession(db, idHash, now);
  };
  const resolveOperator: onRequestHookHandler = (request, _reply, done) => {
    resolve(request).then(() => done(), done);
  };
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (access === undefined || access === "signing-in") return;
    addRouteHook(route, "onRequest", resolveOperator);
  });
}

/** Starts an operator session (a fresh id each sign-in) and sets its cookie. */
export async function startOperatorSession(
  tx: Executor,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  operatorId: string,
) {
  const now = clock.now();
  const id = randomBytes(32).toString("base64url");
  await insertOperatorSession(tx, {
    idHash: hashId(id),
    operatorId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    ip: request.ip ?? null,
    userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
  });
  reply.setCookie(OPERATOR_SESSION_COOKIE, id, cookieOptions(request.server.secureOperatorCookies));
}

export async function endOperatorSession(tx: Executor, request: FastifyRequest, reply: FastifyReply) {
  if (request.operator) await deleteOperatorSession(tx, request.operator.sessionIdHash);
  reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions(request.server.secureOperatorCookies));
}

declare module "fastify" {
  interface FastifyInstance {
    /** Secure back-office cookies: in production, as the players' are. */
    secureOperatorCookies: boolean;
  }
}
