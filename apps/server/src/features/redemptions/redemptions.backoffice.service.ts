import { type BrandId, type RedemptionDetail, type RedemptionStatus, toMajorString } from "@casino/contracts";
import type { Executor } from "@casino/db";
import type { RedemptionAction } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { requireOperator } from "../../platform/http/backoffice-access";
import { auditActorOf, recordAudit } from "../audit-log";
import { isIdentityVerified } from "../identity-verification";
import { redeemableWinnings } from "../ledger";
import { notifyPlayer } from "../notifications";
import { playerEmail } from "../player";
import type { PayoutProvider } from "./redemptions.payout";
import { operatorActor, presentEvent, presentRedemptionRecord } from "./redemptions.presenter";
import { findRedemption, listEvents, listRedemptionRows, type RedemptionRow } from "./redemptions.repo";
import type { RedemptionsContext } from "./redemptions.service";
import { redemptionNotFound, transitionRedemption } from "./redemptions.transition";

export interface RedemptionsBackofficeContext extends RedemptionsContext {
  payout: PayoutProvider;
}

/** The queue, oldest first, with each player's e-mail (looked up once per player of the page). */
export async function listRedemptions(
  ctx: RedemptionsContext,
  query: {
    status?: RedemptionStatus | undefined;
    brandId?: BrandId | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await listRedemptionRows(ctx.db, {
    status: query.status,
    brandId: query.brandId,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const emails = new Map<string, string | null>();
  for (const playerId of new Set(rows.map((row) => row.playerId))) {
    emails.set(playerId, await playerEmail(ctx.db, playerId));
  }
  return {
    redemptions: rows.map((row) => presentRedemptionRecord(row, emails.get(row.playerId) ?? null)),
    total,
  };
}

/** The request, its history and the player's standing, read in one executor (a transaction's, after a step). */
async function detailOf(executor: Executor, row: RedemptionRow): Promise<RedemptionDetail> {
  const email = await playerEmail(executor, row.playerId);
  const figures = await redeemableWinnings(executor, row.playerId);
  return {
    redemption: presentRedemptionRecord(row, email),
    events: (await listEvents(executor, row.id)).map(presentEvent),
    player: {
      id: row.playerId,
      email,
      brandId: row.brandId as BrandId,
      isIdentityVerified: await isIdentityVerified(executor, row.playerId),
      winnings: toMajorString(figures.winnings, "winnings"),
      redeemable: toMajorString(figures.redeemable, "winnings"),
      outstandingPlaythrough: toMajorString(figures.outstanding, "entries"),
    },
  };
}

export async function redemptionDetail(ctx: RedemptionsContext, id: string): Promise<RedemptionDetail> {
  const row = await findRedemption(ctx.db, id);
  if (!row) throw redemptionNotFound();
  return detailOf(ctx.db, row);
}

/** What the player is told of a decision; a hold is the operators' own business. */
function noticeOf(row: RedemptionRow): { title: string; body: string } | null {
  const amount = toMajorString(row.amount, "winnings");
  switch (row.status) {
    case "approved":
      return {
        title: "Redemption approved",
        body: `Your redemption of ${amount} was approved and will be paid out.`,
      };
    case "paid":
      return {
        title: "Redemption paid",
        body: `Your redemption of ${amount} was paid to the account ending ${row.payoutDetails.accountLast4 ?? ""} (reference ${row.payoutReference}).`,
      };
    case "rejected":
      return {
        title: "Redemption rejected",
        body: `Your redemption of ${amount} was rejected: ${row.rejectReason}. The amount is back in your winnings.`,
      };
    default:
      return null;
  }
}

/**
 * An operator's step on a redemption (hold, approve, pay, reject): the state machine's step, the player's
 * notification and the audit entry commit together or not at all. Pay calls the payout provider once the
 * step is allowed and stores its reference; the held amount stays in the `redemptions` house account,
 * which is where money that left the casino is booked (decision 047).
 */
export async function decideRedemption(
  ctx: RedemptionsBackofficeContext,
  request: FastifyRequest,
  id: string,
  action: Exclude<RedemptionAction, "cancel">,
  input: { note?: string | undefined; reason?: string | undefined } = {},
): Promise<RedemptionDetail> {
  const operator = requireOperator(request);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { before, after } = await transitionRedemption(tx, {
      redemptionId: id,
      action,
      actor: operatorActor(operator),
      note: input.reason ?? input.note ?? null,
      now,
      async change(row) {
        const decidedBy = { decidedByOperatorId: operator.id, decidedByName: operator.name };
        if (action === "reject") return { ...decidedBy, rejectReason: input.reason ?? null };
        if (action !== "pay") return decidedBy;
        const { reference } = await ctx.payout.pay({
          redemptionId: row.id,
          amount: row.amount,
          details: {
            accountHolder: row.payoutDetails.accountHolder ?? "",
            routingNumber: row.payoutDetails.routingNumber ?? "",
            accountLast4: row.payoutDetails.accountLast4 ?? "",
          },
        });
        return { ...decidedBy, payoutReference: reference };
      },
    });
    const notice = noticeOf(after);
    if (notice) {
      await notifyPlayer(tx, {
        playerId: after.playerId,
        category: "system",
        ...notice,
        link: "/cash/redeem/",
        dedupeKey: `redemption:${after.id}:${after.status}`,
        now,
      });
    }
    const email = await playerEmail(tx, after.playerId);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "redemption",
        targetId: after.id,
        before: presentRedemptionRecord(before, email),
        after: presentRedemptionRecord(after, email),
      },
      now,
    );
    return detailOf(tx, after);
  });
}
