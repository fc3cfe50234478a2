import {
  type BrandId,
  type RedeemMethod,
  type Redemption,
  type RedemptionEvent,
  type RedemptionRecord,
  type RedemptionSetting,
  toMajorNumber,
  toMajorString,
} from "@casino/contracts";
import { redemptionTransition } from "@casino/domain";
import type { RedemptionEventRow, RedemptionRow, RedemptionSettingRow } from "./redemptions.repo";

/** What is kept of the bank account (redemptions.service.ts): never the full account number. */
export interface StoredPayoutDetails {
  accountHolder: string;
  routingNumber: string;
  accountLast4: string;
}

const detailsOf = (row: RedemptionRow): StoredPayoutDetails => ({
  accountHolder: row.payoutDetails.accountHolder ?? "",
  routingNumber: row.payoutDetails.routingNumber ?? "",
  accountLast4: row.payoutDetails.accountLast4 ?? "",
});

/** The actor column: `player`, or `operator:<id>:<name>` (the name as it was when they acted). */
export const playerActor = "player";
export const operatorActor = (operator: { id: string; name: string }) =>
  `operator:${operator.id}:${operator.name}`;

export function presentRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id,
    amount: toMajorNumber(row.amount, "winnings"),
    status: row.status,
    method: row.method as RedeemMethod,
    accountLast4: detailsOf(row).accountLast4,
    payoutReference: row.payoutReference,
    rejectReason: row.rejectReason,
    isCancellable: redemptionTransition(row.status, "cancel") !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRedemptionRecord(row: RedemptionRow, playerEmail: string | null): RedemptionRecord {
  return {
    id: row.id,
    playerId: row.playerId,
    playerEmail,
    brandId: row.brandId as BrandId,
    amount: toMajorString(row.amount, "winnings"),
    status: row.status,
    method: row.method as RedeemMethod,
    payoutDetails: detailsOf(row),
    payoutReference: row.payoutReference,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedByName ? { id: row.decidedByOperatorId, name: row.decidedByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentEvent(row: RedemptionEventRow): RedemptionEvent {
  const [kind, operatorId = null, ...name] = row.actor.split(":");
  const isOperator = kind === "operator";
  return {
    id: row.id.toString(),
    fromStatus: row.fromStatus as RedemptionEvent["fromStatus"],
    toStatus: row.toStatus as RedemptionEvent["toStatus"],
    actor: isOperator
      ? { kind: "operator", operatorId, name: name.join(":") }
      : { kind: "player", operatorId: null, name: "Player" },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSetting(row: RedemptionSettingRow): RedemptionSetting {
  return {
    brandId: row.brandId as BrandId,
    isActive: row.isActive,
    minAmount: toMajorString(row.minAmount, "winnings"),
    purchasePlaythroughMultiplier: row.purchasePlaythroughMultiplier,
    updatedAt: row.updatedAt.toISOString(),
  };
}
