import { type BalanceAdjustment, toMajorString } from "@casino/contracts";
import type { AdjustmentRow } from "./balance-adjustments.repo";

export const presentAdjustment = (row: AdjustmentRow): BalanceAdjustment => ({
  id: row.id,
  playerId: row.playerId,
  currency: row.currency,
  amount: toMajorString(row.amount, row.currency),
  reason: row.reason,
  status: row.status,
  requestedBy: { id: row.requestedBy, name: row.requestedByName },
  requestedAt: row.requestedAt.toISOString(),
  decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, name: row.decidedByName ?? "" },
  decidedAt: row.decidedAt?.toISOString() ?? null,
  ledgerTransactionId: row.ledgerTransactionId?.toString() ?? null,
});
