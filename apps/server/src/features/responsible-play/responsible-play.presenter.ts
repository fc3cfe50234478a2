import {
  type BackofficePlayBlock,
  type PlayBlock,
  PURCHASE_LIMIT_PERIODS,
  type PurchaseLimit,
  type ResponsiblePlayEvent,
} from "@casino/contracts";
import {
  currentBlock,
  isBlockActive,
  isLiftableByOperator,
  isPendingConfirmable,
  type LimitState,
  NO_LIMIT,
} from "@casino/domain";
import type { BlockRow, EventRow, LimitRow } from "./responsible-play.repo";

/** A stored limit row as the domain's rules take it. */
export function limitStateOf(row: LimitRow | undefined): LimitState {
  if (!row) return NO_LIMIT;
  const pending =
    row.pendingRequestedAt && row.pendingEffectiveAt && (row.pendingRemoval || row.pendingAmount !== null)
      ? {
          amount: row.pendingRemoval ? null : row.pendingAmount,
          requestedAt: row.pendingRequestedAt,
          effectiveAt: row.pendingEffectiveAt,
        }
      : null;
  return { amount: row.amount, pending };
}

/** A limit state as the table stores it. */
export function limitWriteOf(state: LimitState) {
  return {
    amount: state.amount,
    pendingAmount: state.pending?.amount ?? null,
    pendingRemoval: state.pending !== null && state.pending.amount === null,
    pendingRequestedAt: state.pending?.requestedAt ?? null,
    pendingEffectiveAt: state.pending?.effectiveAt ?? null,
  };
}

/** The three periods in order, with none where no limit was ever set. */
export function presentLimits(rows: readonly LimitRow[], now: Date): PurchaseLimit[] {
  return PURCHASE_LIMIT_PERIODS.map((period) => {
    const state = limitStateOf(rows.find((row) => row.period === period));
    return {
      period,
      amountCents: state.amount?.toString() ?? null,
      pending: state.pending && {
        amountCents: state.pending.amount?.toString() ?? null,
        requestedAt: state.pending.requestedAt.toISOString(),
        confirmableAt: state.pending.effectiveAt.toISOString(),
        isConfirmable: isPendingConfirmable(state.pending, now),
      },
    };
  });
}

export function presentBlock(row: BlockRow): PlayBlock {
  return {
    id: row.id,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** The block in force now, the one that ends last. */
export function presentCurrentBlock(blocks: readonly BlockRow[], now: Date): PlayBlock | null {
  const block = currentBlock(blocks, now);
  return block && presentBlock(block);
}

export function presentBackofficeBlock(row: BlockRow, now: Date): BackofficePlayBlock {
  return {
    ...presentBlock(row),
    reason: row.reason,
    operatorName: row.operatorName,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    isActive: isBlockActive(row, now),
    isLiftable: isLiftableByOperator(row, now),
  };
}

export function presentEvent(row: EventRow): ResponsiblePlayEvent {
  return {
    id: row.id.toString(),
    kind: row.kind,
    details: (row.details ?? {}) as Record<string, unknown>,
    actor: row.actor,
    occurredAt: row.occurredAt.toISOString(),
  };
}
