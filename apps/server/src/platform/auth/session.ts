import { createHash, randomBytes } from "node:crypto";
import type { Brand } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";
import { sessionOfPageRender } from "../http/page-render";
import { addRouteHook } from "../http/route-hooks";
import {
  countLiveSessionsOfPlayer,
  deleteSession,
  deleteSessionsOfPlayer,
  findLiveSession,
  insertSession,
  touchSession,
} from "./session.repo";

/** ARCHITECTURE D10: an opaque random id in an HttpOnly, SameSite=Lax cookie; only its hash is stored. */
export const SESSION_COOKIE = "sid";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * `last_seen_at` is refreshed at most this often, so reads do not turn into writes; the idle timeout is
 * therefore exact to within this interval.
 */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface Session {
  playerId: string;
  idHash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in player's session, or null for a guest. */
    session: Session | null;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** No session can matter to this route (a probe, a scrape): its request never looks one up. */
    sessionless?: boolean;
  }
}

/** A provider's call proves itself with its signature (ARCHITECTURE D17): a session cannot matter to it. */
const isSessionless = (config: FastifyContextConfig | undefined) =>
  config?.sessionless === true || config?.auth === "provider";

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

export const sessions = fp(
  async (app: FastifyInstance, options: { db: Database; clock: Clock; secureCookies: boolean }) => {
    app.decorateRequest("session", null);
    app.decorate("sessionCookieOptions", {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: options.secureCookies,
    });
    const resume = async (request: FastifyRequest, id: string) => {
      const idHash = hashId(id);
      const now = options.clock.now();
      const idleMs = request.brand.limits.sessionIdleMinutes * 60_000;
      const live = await findLiveSession(options.db, idHash, now, new Date(now.getTime() - idleMs));
      // A brand is its own casino: a session never carries over to another brand's host.
      if (!live || live.brandId !== request.brand.id) return;
      request.session = { playerId: live.playerId, idHash };
      if (now.getTime() - live.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
        await touchSession(options.db, idHash, now);
    };
    // A callback hook: a guest's request (no cookie) costs no promise and no database.
    const resumeSession: onRequestHookHandler = (request, _reply, done) => {
      const id = request.cookies[SESSION_COOKIE];
      if (!id || id.length > 128) return done();
      // A page's own reads (GET, same cookie) reuse what the page request resolved; a write looks again.
      const inherited = request.method === "GET" ? sessionOfPageRender(id) : undefined;
      if (inherited !== undefined) {
        request.session = inherited;
        return done();
      }
      resume(request, id).then(() => done(), done);
    };
    // Attached to each route a session can matter to, not to every request: probes, scrapes and signed
    // provider calls skip it, and so does an unmatched URL (its answer reads no session; whether it is
    // personal goes by the cookie, personal-answers.ts).
    app.addHook("onRoute", (route) => {
      if (isSessionless(route.config)) return;
      addRouteHook(route, "onRequest", resumeSession);
    });
  },
  { name: "sessions", dependencies: ["cookies", "request-context"] },
);

declare module "fastify" {
  interface FastifyInstance {
    sessionCookieOptions: { path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean };
  }
}

/**
 * Starts a new session for `playerId` (a fresh id every sign-in: rotation, D10), ending the one the
 * request came with, and sets the cookie on the reply.
 */
export async function startSession(
  executor: Executor,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
): Promise<void> {
  if (request.session) await deleteSession(executor, request.session.idHash);
  const id = randomBytes(32).toString("base64url");
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(executor, {
    idHash: hashId(id),
    playerId,
    now,
    expiresAt,
    ip: request.ip ?? null,
    userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
  });
  request.session = { playerId, idHash: hashId(id) };
  reply.setCookie(SESSION_COOKIE, id, { ...request.server.sessionCookieOptions, expires: expiresAt });
}

/** Ends the request's session and clears its cookie. */
export async function endSession(executor: Executor, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await deleteSession(executor, request.session.idHash);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, request.server.sessionCookieOptions);
}

/** Ends every session of a player, e.g. after a password reset or "sign out everywhere". */
export function endAllSessions(executor: Executor, playerId: string) {
  return deleteSessionsOfPlayer(executor, playerId);
}

/** How many devices the player is signed in on (live sessions of their brand's idle rule). */
export function countSessions(executor: Executor, clock: Clock, brand: Brand, playerId: string) {
  const now = clock.now();
  const idleSince = new Date(now.getTime() - brand.limits.sessionIdleMinutes * 60_000);
  return countLiveSessionsOfPlayer(executor, playerId, now, idleSince);
}

/** The signed-in player's id, or a 401 UNAUTHENTICATED error for a guest. */
export function requirePlayer(request: FastifyRequest): string {
  if (!request.session) throw new AppError("UNAUTHENTICATED", 401, "Sign in to continue.");
  return request.session.playerId;
}
