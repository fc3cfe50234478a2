import {
  type EndpointOutput,
  type PayoutDetails,
  REDEMPTION_REQUESTED,
  REDEMPTIONS_RECENT_MAX,
  type RedeemMethod,
  type redeemEndpoint,
  toMajorNumber,
  toMajorString,
} from "@casino/contracts";
import type { Database } from "@casino/db";
import { accountLast4, type Clock, redeemAmountRefusal } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import type { CachedReads } from "../../platform/feature";
import { writeOutboxEvent } from "../../platform/outbox";
import { move, postLedgerTransaction, redeemableWinnings } from "../ledger";
import { assertMayRedeem, type EligibilityContext, redeemStanding } from "./redemptions.eligibility";
import { playerActor, presentRedemption, type StoredPayoutDetails } from "./redemptions.presenter";
import {
  findByRequestKey,
  findSetting,
  insertEvent,
  insertRedemption,
  listPlayerRedemptions,
  lockPlayerRedemptions,
} from "./redemptions.repo";
import { holdKeyOf, transitionRedemption } from "./redemptions.transition";

export interface RedemptionsContext extends CachedReads, EligibilityContext {
  db: Database;
  clock: Clock;
}

/** The payout methods a player can choose; bank transfer (ACH) is the one so far. */
const METHODS: { id: RedeemMethod; title: string }[] = [{ id: "bank", title: "Bank transfer (ACH)" }];

/** The redeem page: may the player redeem, how much, the rules, and their latest requests. */
export async function getRedeem(
  ctx: RedemptionsContext,
  request: FastifyRequest,
  playerId: string,
): Promise<EndpointOutput<typeof redeemEndpoint>> {
  const standing = await redeemStanding(ctx, request, playerId);
  const figures = await redeemableWinnings(ctx.db, playerId);
  const rows = await listPlayerRedemptions(ctx.db, playerId, REDEMPTIONS_RECENT_MAX);
  return {
    redeemStatus: { isActive: standing.reason === null, reason: standing.reason },
    winnings: toMajorNumber(figures.winnings, "winnings"),
    redeemable: toMajorNumber(figures.redeemable, "winnings"),
    minAmount: toMajorNumber(standing.setting?.minAmount ?? 0n, "winnings"),
    outstandingPlaythrough: toMajorNumber(figures.outstanding, "entries"),
    methods: METHODS,
    requests: rows.map(presentRedemption),
  };
}

/**
 * A player's request to redeem (decision 047). The rules are checked at this moment, outside the
 * transaction (they read through other features); inside it, under the player's redemption lock and with
 * their winnings row locked, the key is looked up again (a double submit answers the first request), the
 * minimum and the redeemable amount are checked on fresh figures, and the request, the hold of its amount
 * (winnings → `redemptions`), its first event and the outbox event commit together.
 */
export async function requestRedemption(
  ctx: RedemptionsContext,
  request: FastifyRequest,
  playerId: string,
  body: { amount: bigint; method: RedeemMethod; requestKey: string; payoutDetails: PayoutDetails },
) {
  // A copy of a request that went through answers it, whatever changed since (the winnings it took).
  const earlier = await findByRequestKey(ctx.db, playerId, body.requestKey);
  if (earlier) return { redemption: presentRedemption(earlier) };
  const { brandId } = await assertMayRedeem(ctx, request, playerId);

  const created = await ctx.db.transaction(async (tx) => {
    await lockPlayerRedemptions(tx, playerId);
    const again = await findByRequestKey(tx, playerId, body.requestKey);
    if (again) return again;
    const setting = await findSetting(tx, brandId);
    if (!setting?.isActive)
      throw new AppError("REDEEM_UNAVAILABLE", 403, "Redemptions are not available at the moment.");
    const figures = await redeemableWinnings(tx, playerId, { lock: true });
    const refusal = redeemAmountRefusal(body.amount, {
      minAmount: setting.minAmount,
      redeemable: figures.redeemable,
    });
    if (refusal === "belowMinimum") {
      throw new AppError(
        "REDEEM_BELOW_MINIMUM",
        422,
        `The smallest amount you can redeem is ${toMajorString(setting.minAmount, "winnings")}.`,
      );
    }
    if (refusal === "insufficient") throw insufficientWithdrawal(figures);

    const now = ctx.clock.now();
    const details: StoredPayoutDetails = {
      accountHolder: body.payoutDetails.accountHolder,
      routingNumber: body.payoutDetails.routingNumber,
      accountLast4: accountLast4(body.payoutDetails.accountNumber),
    };
    const row = await insertRedemption(tx, {
      playerId,
      brandId,
      requestKey: body.requestKey,
      amount: body.amount,
      method: body.method,
      payoutDetails: { ...details },
      createdAt: now,
    });
    await postLedgerTransaction(tx, {
      idempotencyKey: holdKeyOf(row.id),
      kind: "redemption.hold",
      playerId,
      legs: move({ playerId }, { house: "redemptions" }, "winnings", body.amount),
      metadata: { redemptionId: row.id },
    });
    await insertEvent(tx, {
      redemptionId: row.id,
      fromStatus: null,
      toStatus: "requested",
      actor: playerActor,
      note: null,
      createdAt: now,
    });
    await writeOutboxEvent(
      tx,
      { topic: REDEMPTION_REQUESTED, aggregateId: playerId, payload: { redemptionId: row.id } },
      now,
    );
    return row;
  });
  return { redemption: presentRedemption(created) };
}

/** The refusal the insufficient-withdrawal modal shows: what is redeemable and what the winnings are. */
function insufficientWithdrawal(figures: { winnings: bigint; redeemable: bigint }) {
  const redeemable = toMajorString(figures.redeemable, "winnings");
  const winnings = toMajorString(figures.winnings, "winnings");
  return new AppError(
    "INSUFFICIENT_WITHDRAWAL",
    409,
    figures.redeemable < figures.winnings
      ? `You can redeem up to ${redeemable} of your ${winnings} winnings: the rest becomes redeemable once the entries you received are played through.`
      : `You can redeem up to ${redeemable}.`,
    [
      { path: "redeemable", message: redeemable },
      { path: "winnings", message: winnings },
    ],
  );
}

/** The player cancels their own request before approval: the exact amount returns to their winnings. */
export async function cancelRedemption(ctx: RedemptionsContext, playerId: string, redemptionId: string) {
  const row = await ctx.db.transaction(async (tx) => {
    await lockPlayerRedemptions(tx, playerId);
    return transitionRedemption(tx, {
      redemptionId,
      action: "cancel",
      ownerId: playerId,
      actor: playerActor,
      now: ctx.clock.now(),
    });
  });
  return { redemption: presentRedemption(row.after) };
}
