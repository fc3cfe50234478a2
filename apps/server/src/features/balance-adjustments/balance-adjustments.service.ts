import { randomUUID } from "node:crypto";
import { type AdjustmentStatus, type Currency, toMajorString } from "@casino/contracts";
import type { Database, Executor } from "@casino/db";
import type { Clock } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type OperatorPrincipal, requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { type AccountOwner, balancesOf, move, postLedgerTransaction } from "../ledger";
import { notifyPlayer } from "../notifications";
import { playerStateOf } from "../player";
import { presentAdjustment } from "./balance-adjustments.presenter";
import {
  type AdjustmentRow,
  decideAdjustment,
  findThreshold,
  insertAdjustment,
  listAdjustmentRows,
  lockAdjustment,
} from "./balance-adjustments.repo";

export interface AdjustmentsContext {
  db: Database;
  clock: Clock;
}

const TARGET = "balance-adjustment";
const HOUSE: AccountOwner = { house: "adjustments" };

const insufficientFunds = () =>
  new AppError("INSUFFICIENT_FUNDS", 409, "The player holds less than this adjustment takes.");

const CURRENCY_NAMES: Record<Currency, string> = {
  coins: "Coins",
  entries: "Entries",
  winnings: "Winnings",
  tourPoints: "Tour Points",
};

/**
 * Posts an adjustment as one ledger transaction between the player and the adjustments house account,
 * idempotent on the adjustment's id. Throws INSUFFICIENT_FUNDS (and the caller's transaction rolls back)
 * when it would take more than the player holds. A credit tells the player in their notification centre,
 * in the same transaction (the operator's reason is staff-facing and stays out of it).
 */
async function postAdjustment(
  tx: Executor,
  adjustment: { id: string; playerId: string; currency: Currency; amount: bigint; reason: string },
  now: Date,
) {
  const player: AccountOwner = { playerId: adjustment.playerId };
  const { currency, amount } = adjustment;
  const { transactionId } = await postLedgerTransaction(tx, {
    idempotencyKey: `adjustment:${adjustment.id}`,
    kind: "adjustment",
    playerId: adjustment.playerId,
    legs: amount > 0n ? move(HOUSE, player, currency, amount) : move(player, HOUSE, currency, -amount),
    metadata: { adjustmentId: adjustment.id, reason: adjustment.reason },
  });
  if (amount > 0n) {
    await notifyPlayer(tx, {
      playerId: adjustment.playerId,
      category: "rewards",
      title: "Your balance was credited",
      body: `${toMajorString(amount, currency)} ${CURRENCY_NAMES[currency]} were added to your balance.`,
      dedupeKey: `balance-adjustment:${adjustment.id}`,
      now,
    });
  }
  return transactionId;
}

/**
 * An operator's adjustment of a player's balance. Up to the brand's threshold for the currency it is
 * posted now (POSTED); above it, it waits for a second operator (PENDING). Taking more than the player
 * holds is refused either way, and nothing is written.
 */
export async function requestAdjustment(
  ctx: AdjustmentsContext,
  request: FastifyRequest,
  playerId: string,
  input: { currency: Currency; amount: bigint; reason: string },
) {
  const operator = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const player = await playerStateOf(tx, playerId);
    if (!player) throw new AppError("NOT_FOUND", 404, "There is no such player.");
    const now = ctx.clock.now();
    const id = randomUUID();
    const threshold = await findThreshold(tx, player.brandId, input.currency);
    const magnitude = input.amount < 0n ? -input.amount : input.amount;
    const isWithinThreshold = threshold !== null && magnitude <= threshold;
    if (!isWithinThreshold && input.amount < 0n) {
      // Approval posts later and checks again; a request the balance already cannot cover is refused now.
      const balances = await balancesOf(tx, playerId);
      if (balances[input.currency] < magnitude) throw insufficientFunds();
    }
    const ledgerTransactionId = isWithinThreshold
      ? await postAdjustment(tx, { id, playerId, ...input }, now)
      : null;
    const row = await insertAdjustment(tx, {
      id,
      playerId,
      currency: input.currency,
      amount: input.amount,
      reason: input.reason,
      status: isWithinThreshold ? "POSTED" : "PENDING",
      requestedBy: operator.id,
      requestedByName: operator.name,
      requestedAt: now,
      ...(isWithinThreshold ? { decidedAt: now, ledgerTransactionId } : {}),
    });
    const adjustment = presentAdjustment(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: TARGET, targetId: id, after: adjustment },
      now,
    );
    return adjustment;
  });
}

export async function listAdjustments(
  ctx: AdjustmentsContext,
  query: {
    status?: AdjustmentStatus | undefined;
    playerId?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await listAdjustmentRows(ctx.db, {
    status: query.status,
    playerId: query.playerId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { adjustments: rows.map(presentAdjustment), total };
}

/**
 * A second operator's decision on a pending adjustment, with the row locked: approval posts the money in
 * the same transaction as the status change. The requester never decides their own (the database's check
 * says so too), and a decided adjustment stays decided.
 */
async function decide(
  ctx: AdjustmentsContext,
  request: FastifyRequest,
  id: string,
  decision: "POSTED" | "REJECTED",
) {
  const operator: OperatorPrincipal = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const before = await lockAdjustment(tx, id);
    if (!before) throw new AppError("NOT_FOUND", 404, "There is no such adjustment.");
    if (before.requestedBy === operator.id) {
      throw new AppError("FORBIDDEN", 403, "Another operator must decide an adjustment you requested.");
    }
    if (before.status !== "PENDING") {
      throw new AppError("CONFLICT", 409, `This adjustment is already ${before.status.toLowerCase()}.`);
    }
    const now = ctx.clock.now();
    const ledgerTransactionId = decision === "POSTED" ? await postAdjustment(tx, before, now) : null;
    const after: AdjustmentRow = await decideAdjustment(tx, id, {
      status: decision,
      decidedBy: operator.id,
      decidedByName: operator.name,
      decidedAt: now,
      ledgerTransactionId,
    });
    const adjustment = presentAdjustment(after);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: TARGET, targetId: id, before: presentAdjustment(before), after: adjustment },
      now,
    );
    return adjustment;
  });
}

export const approveAdjustment = (ctx: AdjustmentsContext, request: FastifyRequest, id: string) =>
  decide(ctx, request, id, "POSTED");

export const rejectAdjustment = (ctx: AdjustmentsContext, request: FastifyRequest, id: string) =>
  decide(ctx, request, id, "REJECTED");
