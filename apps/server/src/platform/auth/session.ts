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
import type { Bus } from "../bus";
import { AppError } from "../errors";
import { sessionOfPageRender } from "../http/page-render";
import { addRouteHook } from "../http/route-hooks";
import type { OutboxRelay } from "../outbox";
import { createLiveSessions, type LiveSessions } from "./live-sessions";
import {
  countLiveSessionsOfPlayer,
  deleteSession,
  deleteSessionsOfPlayer,
  deleteSessionsOfPlayerByPrefix,
  findLiveSession,
  insertSession,
  listLiveSessionsOfPlayer,
  selectSessionCreatedAt,
  touchSession,
} from "./session.repo";
import {
  type EndedSessions,
  recordSessionsEnded,
  type SessionEndings,
  spreadSessionEndings,
} from "./session-endings";

export type { EndedSessions, SessionEndings } from "./session-endings";

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

/**
 * A provider's call proves itself with its signature (ARCHITECTURE D17): a session cannot matter to it.
 * The back office has sessions of its own (operators feature): a player's never reaches its routes.
 */
const isSessionless = (config: FastifyContextConfig | undefined) =>
  config?.sessionless === true || config?.auth === "provider" || config?.access !== undefined;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

export interface SessionsOptions {
  db: Database;
  clock: Clock;
  secureCookies: boolean;
  /** Carries the ends of sessions to every node (decision 030). */
  bus: Bus;
  outbox: OutboxRelay;
}

export const sessions = fp(
  async (app: FastifyInstance, options: SessionsOptions) => {
    const { db, clock } = options;
    app.decorateRequest("session", null);
    app.decorate("sessionCookieOptions", {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: options.secureCookies,
    });
    const liveSessions = createLiveSessions(clock);
    app.decorate("liveSessions", liveSessions);
    app.decorate("sessionEndings", spreadSessionEndings(liveSessions, options.bus, options.outbox));

    /** The session of a cookie: this node's copy while the clock says it is live, else the database's. */
    const findSession = async (idHash: string, now: Date, idleMs: number) => {
      const kept = liveSessions.find(idHash, idleMs);
      if (kept) return kept;
      const mark = liveSessions.mark();
      const live = await findLiveSession(db, idHash, now, new Date(now.getTime() - idleMs));
      if (live) liveSessions.keep(mark, idHash, live);
      return live;
    };
    const resume = async (request: FastifyRequest, id: string) => {
      const idHash = hashId(id);
      const now = clock.now();
      const live = await findSession(idHash, now, request.brand.limits.sessionIdleMinutes * 60_000);
      // A brand is its own casino: a session never carries over to another brand's host.
      if (!live || live.brandId !== request.brand.id) return;
      request.session = { playerId: live.playerId, idHash };
      if (now.getTime() - live.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(db, idHash, now);
        liveSessions.touched(idHash, now);
      }
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
    /** The sessions this node found live lately (decision 030). */
    liveSessions: LiveSessions;
    /** What a service calls after the commit that ended sessions (`endAllSessions`). */
    sessionEndings: SessionEndings;
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
  const now = clock.now();
  if (request.session) {
    const ended = { playerId: request.session.playerId, idHash: request.session.idHash };
    await deleteSession(executor, ended.idHash);
    await recordSessionsEnded(executor, ended, now);
    // Before the commit, which happens in the caller's service: only a request with the old cookie
    // racing this one could keep it here, until the relay's announcement (which reaches this node too).
    request.server.liveSessions.forgetSession(ended.idHash);
  }
  const id = randomBytes(32).toString("base64url");
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

/**
 * Ends the request's session on every node and clears its cookie: this node forgets it before answering,
 * so the same browser's next request is a guest's.
 */
export async function endSession(db: Database, clock: Clock, request: FastifyRequest, reply: FastifyReply) {
  const { session } = request;
  if (session) {
    const ended = { playerId: session.playerId, idHash: session.idHash };
    await db.transaction(async (tx) => {
      await deleteSession(tx, ended.idHash);
      await recordSessionsEnded(tx, ended, clock.now());
    });
    request.server.sessionEndings.afterCommit(ended);
  }
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, request.server.sessionCookieOptions);
}

/**
 * Ends every session of a player in the caller's transaction, e.g. for a password reset, a "sign out
 * everywhere" or an account that is blocked or closed. The caller hands the answer to
 * `sessionEndings.afterCommit` once committed; the other nodes hear of it from the outbox either way.
 */
export async function endAllSessions(tx: Executor, playerId: string, now: Date): Promise<EndedSessions> {
  const ended = { playerId };
  await deleteSessionsOfPlayer(tx, playerId);
  await recordSessionsEnded(tx, ended, now);
  return ended;
}

/** How long the handle of a session shown to operators is: enough to tell sessions apart, never a secret. */
export const SESSION_HANDLE_LENGTH = 16;

/**
 * The player's live sessions for the back office. `handle` is the first hex characters of the id's hash:
 * the hash itself never leaves the server (it is what a lookup matches), the cookie's id never exists here.
 */
export async function listSessionsOfPlayer(executor: Executor, clock: Clock, brand: Brand, playerId: string) {
  const now = clock.now();
  const idleSince = new Date(now.getTime() - brand.limits.sessionIdleMinutes * 60_000);
  const rows = await listLiveSessionsOfPlayer(executor, playerId, now, idleSince);
  return rows.map(({ idHash, ...row }) => ({ handle: idHash.slice(0, SESSION_HANDLE_LENGTH), ...row }));
}

/**
 * Ends one session of a player, named by its handle (`listSessionsOfPlayer`), in the caller's transaction.
 * Answers what to hand to `sessionEndings.afterCommit` once committed, or null when no session matched.
 */
export async function endSessionByHandle(
  tx: Executor,
  playerId: string,
  handle: string,
  now: Date,
): Promise<EndedSessions[] | null> {
  if (!/^[0-9a-f]+$/.test(handle) || handle.length !== SESSION_HANDLE_LENGTH) return null;
  const hashes = await deleteSessionsOfPlayerByPrefix(tx, playerId, handle);
  if (hashes.length === 0) return null;
  const ended = hashes.map((idHash) => ({ playerId, idHash }));
  for (const one of ended) await recordSessionsEnded(tx, one, now);
  return ended;
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

/** When the request's session signed in; null for a guest or a session that ended meanwhile. */
export function sessionStartedAt(executor: Executor, request: FastifyRequest): Promise<Date | null> {
  if (!request.session) return Promise.resolve(null);
  return selectSessionCreatedAt(executor, request.session.idHash);
}
