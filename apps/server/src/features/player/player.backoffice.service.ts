import {
  type AccountStatus,
  BRANDS,
  type BrandId,
  type EndpointOutput,
  type searchPlayersEndpoint,
} from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import {
  type EndedSessions,
  endAllSessions,
  endSessionByHandle,
  listSessionsOfPlayer,
  type SessionEndings,
} from "../../platform/auth/session";
import { AppError } from "../../platform/errors";
import { requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { balancesOf, playerTransactions } from "../ledger";
import {
  presentBackofficePlayer,
  presentNote,
  presentPlayerListItem,
  presentTransaction,
} from "./player.backoffice.presenter";
import {
  findPlayerDetail,
  insertNote,
  listNotes,
  lockPlayerDetail,
  type PlayerDetailRow,
  type PlayerSearch,
  searchPlayerRows,
  updateAccountStatus,
} from "./player.backoffice.repo";
import { presentBalance } from "./player.service";

export interface PlayerBackofficeContext {
  db: Database;
  clock: Clock;
  sessionEndings: SessionEndings;
}

type Page = { page: number; pageSize: number };

const noSuchPlayer = () => new AppError("NOT_FOUND", 404, "There is no such player.");
const PLAYER = "player";

/** Players a search finds, a page at a time. Not audited: a list finds players, it shows nothing private. */
export async function searchPlayers(
  ctx: PlayerBackofficeContext,
  query: Omit<PlayerSearch, "limit" | "offset"> & Page,
): Promise<EndpointOutput<typeof searchPlayersEndpoint>> {
  const { page, pageSize, ...search } = query;
  const { rows, total } = await searchPlayerRows(ctx.db, {
    ...search,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { players: rows.map(presentPlayerListItem), total, page, pageSize };
}

/**
 * A read of a player's private data: 404 for an unknown player, else the read and its audit entry in one
 * transaction (no answer without its entry).
 */
async function auditedRead<T>(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  what: Record<string, unknown>,
  read: (tx: Executor, player: PlayerDetailRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const player = await findPlayerDetail(tx, playerId);
    if (!player) throw noSuchPlayer();
    const answer = await read(tx, player);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: PLAYER, targetId: playerId, after: what },
      ctx.clock.now(),
    );
    return answer;
  });
}

export function playerDetail(ctx: PlayerBackofficeContext, request: FastifyRequest, playerId: string) {
  return auditedRead(ctx, request, playerId, { read: "profile" }, async (tx, player) => ({
    player: presentBackofficePlayer(player),
    balance: presentBalance(await balancesOf(tx, playerId)),
  }));
}

export function playerTransactionList(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  { page, pageSize }: Page,
) {
  return auditedRead(ctx, request, playerId, { read: "transactions", page }, async (tx) => {
    const found = await playerTransactions(tx, {
      playerId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { total: found.total, transactions: found.transactions.map(presentTransaction) };
  });
}

export function playerNotes(ctx: PlayerBackofficeContext, request: FastifyRequest, playerId: string) {
  return auditedRead(ctx, request, playerId, { read: "notes" }, async (tx) => ({
    notes: (await listNotes(tx, playerId)).map(presentNote),
  }));
}

export function playerSessions(ctx: PlayerBackofficeContext, request: FastifyRequest, playerId: string) {
  return auditedRead(ctx, request, playerId, { read: "sessions" }, async (tx, player) => {
    const sessions = await listSessionsOfPlayer(tx, ctx.clock, BRANDS[player.brandId as BrandId], playerId);
    return {
      sessions: sessions.map((session) => ({
        id: session.handle,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        ip: session.ip,
        userAgent: session.userAgent,
      })),
    };
  });
}

export async function addPlayerNote(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  body: string,
) {
  const operator = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    if (!(await findPlayerDetail(tx, playerId))) throw noSuchPlayer();
    const now = ctx.clock.now();
    const note = presentNote(
      await insertNote(tx, { playerId, operatorId: operator.id, operatorName: operator.name, body, now }),
    );
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: PLAYER, targetId: playerId, after: note },
      now,
    );
    return note;
  });
}

/** Ends sessions in a transaction with its audit entry, then on every node once committed. */
async function endSessions(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  end: (tx: Executor, now: Date) => Promise<EndedSessions[] | null>,
  what: Record<string, unknown>,
) {
  const ended = await ctx.db.transaction(async (tx) => {
    if (!(await findPlayerDetail(tx, playerId))) throw noSuchPlayer();
    const now = ctx.clock.now();
    const done = await end(tx, now);
    if (!done) throw new AppError("NOT_FOUND", 404, "The player has no such session.");
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: PLAYER, targetId: playerId, after: what },
      now,
    );
    return done;
  });
  for (const one of ended) ctx.sessionEndings.afterCommit(one);
  return { success: true as const };
}

export function revokePlayerSession(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  handle: string,
) {
  return endSessions(ctx, request, playerId, (tx, now) => endSessionByHandle(tx, playerId, handle, now), {
    revokedSession: handle,
  });
}

export function revokeAllPlayerSessions(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
) {
  return endSessions(ctx, request, playerId, async (tx, now) => [await endAllSessions(tx, playerId, now)], {
    revokedSessions: "all",
  });
}

/**
 * Suspends (BLOCKED) or reactivates (ACTIVE) a player. Suspending ends all their sessions in the same
 * transaction and on every node once committed: their next request is a guest's, sign-in refuses them and
 * the wallet refuses their bets. A CLOSED account is not reopened here.
 */
export async function setPlayerStatus(
  ctx: PlayerBackofficeContext,
  request: FastifyRequest,
  playerId: string,
  change: { status: Extract<AccountStatus, "ACTIVE" | "BLOCKED">; reason: string },
) {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await lockPlayerDetail(tx, playerId);
    if (!before) throw noSuchPlayer();
    if (before.status === "CLOSED") {
      throw new AppError("CONFLICT", 409, "This account is closed; it cannot be suspended or reactivated.");
    }
    const now = ctx.clock.now();
    await updateAccountStatus(tx, playerId, change.status, now);
    const ended = change.status === "BLOCKED" ? await endAllSessions(tx, playerId, now) : null;
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: PLAYER,
        targetId: playerId,
        before: { status: before.status },
        after: { status: change.status, reason: change.reason },
      },
      now,
    );
    return { ended, answer: { id: playerId, status: change.status } };
  });
  if (result.ended) ctx.sessionEndings.afterCommit(result.ended);
  return result.answer;
}
