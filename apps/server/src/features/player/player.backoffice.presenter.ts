import {
  type BackofficePlayer,
  type BrandId,
  type PlayerListItem,
  type PlayerNote,
  type PlayerTransaction,
  toMajorNumber,
} from "@casino/contracts";
import type { PlayerTransactionPage } from "../ledger";
import type { PlayerDetailRow, PlayerNoteRow } from "./player.backoffice.repo";

type ListRow = Omit<PlayerListItem, "brandId" | "createdAt"> & { brandId: string; createdAt: Date };

// The brand column is text; every row is written by sign-up or the seed with a known brand id.
export const presentPlayerListItem = (row: ListRow): PlayerListItem => ({
  ...row,
  brandId: row.brandId as BrandId,
  createdAt: row.createdAt.toISOString(),
});

export const presentBackofficePlayer = (row: PlayerDetailRow): BackofficePlayer => ({
  id: row.id,
  brandId: row.brandId as BrandId,
  email: row.email,
  isEmailConfirmed: row.emailConfirmedAt !== null,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  birthday: row.birthday,
  address: row.address,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  status: row.status,
  gameMode: row.gameMode,
  registrationFunnel: row.registrationFunnel,
  registrationCompletedAt: row.registrationCompletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const presentNote = (row: PlayerNoteRow): PlayerNote => ({
  id: row.id,
  body: row.body,
  operatorId: row.operatorId,
  operatorName: row.operatorName,
  createdAt: row.createdAt.toISOString(),
});

export const presentTransaction = (
  row: PlayerTransactionPage["transactions"][number],
): PlayerTransaction => ({
  id: row.id.toString(),
  kind: row.kind,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt.toISOString(),
  amounts: row.amounts.map((leg) => ({
    currency: leg.currency,
    amount: toMajorNumber(leg.amount, leg.currency),
  })),
  metadata: row.metadata,
});
