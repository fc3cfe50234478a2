import { REDEMPTION_UPDATED } from "@casino/contracts";
import type { Executor } from "@casino/db";
import {
  type RedemptionAction,
  redemptionTransition,
  returnsRedemptionAmount,
  statusesAllowing,
} from "@casino/domain";
import { AppError, notFound } from "../../platform/errors";
import { writeOutboxEvent } from "../../platform/outbox";
import { reverseLedgerTransaction } from "../ledger";
import { insertEvent, lockRedemption, type RedemptionRow, updateRedemption } from "./redemptions.repo";

/** The ledger keys of a redemption's money: the hold when requested, the return on reject or cancel. */
export const holdKeyOf = (redemptionId: string) => `redemption:${redemptionId}:hold`;
export const returnKeyOf = (redemptionId: string) => `redemption:${redemptionId}:return`;

export const redemptionNotFound = () =>
  notFound("REDEMPTION_NOT_FOUND", "There is no such redemption request.");

type Change = Partial<
  Pick<RedemptionRow, "payoutReference" | "rejectReason" | "decidedByOperatorId" | "decidedByName">
>;

/**
 * One step of the state machine (packages/domain/src/redemptions), in the caller's transaction: the row is
 * locked, the step checked (REDEMPTION_STATE_CONFLICT and nothing changes when the machine does not allow
 * it), a reject or cancel returns the exact held amount by reversing the hold (key
 * `redemption:<id>:return`), and the new status, its event and the outbox event commit together.
 * `ownerId` limits the step to the player's own request (another's is not found, not forbidden: its
 * existence is not theirs to learn). `change` runs once the step is allowed (the payout).
 */
export async function transitionRedemption(
  tx: Executor,
  input: {
    redemptionId: string;
    action: RedemptionAction;
    ownerId?: string;
    actor: string;
    note?: string | null;
    now: Date;
    change?: (before: RedemptionRow) => Promise<Change>;
  },
): Promise<{ before: RedemptionRow; after: RedemptionRow }> {
  const before = await lockRedemption(tx, input.redemptionId);
  if (!before || (input.ownerId !== undefined && before.playerId !== input.ownerId))
    throw redemptionNotFound();
  const to = redemptionTransition(before.status, input.action);
  if (!to) throw stateConflict(before, input.action);

  if (returnsRedemptionAmount(to)) {
    const reversed = await reverseLedgerTransaction(tx, {
      originalKey: holdKeyOf(before.id),
      idempotencyKey: returnKeyOf(before.id),
      kind: "redemption.return",
      playerId: before.playerId,
    });
    if (!reversed) throw new Error(`redemption ${before.id} has no hold to return`);
  }
  const change = input.change ? await input.change(before) : {};
  const after = await updateRedemption(tx, before.id, { ...change, status: to, updatedAt: input.now });
  await insertEvent(tx, {
    redemptionId: before.id,
    fromStatus: before.status,
    toStatus: to,
    actor: input.actor,
    note: input.note ?? null,
    createdAt: input.now,
  });
  await writeOutboxEvent(
    tx,
    { topic: REDEMPTION_UPDATED, aggregateId: before.playerId, payload: { redemptionId: before.id } },
    input.now,
  );
  return { before, after };
}

const ACTION_WORDS: Record<RedemptionAction, string> = {
  hold: "put on hold",
  approve: "approved",
  pay: "paid",
  reject: "rejected",
  cancel: "cancelled",
};

function stateConflict(row: RedemptionRow, action: RedemptionAction) {
  const allowed = statusesAllowing(action).join(" or ");
  return new AppError(
    "REDEMPTION_STATE_CONFLICT",
    409,
    `This redemption is ${row.status}: only a ${allowed} one can be ${ACTION_WORDS[action]}.`,
  );
}
