import {
  type AmoeInstructions,
  type AmoePlayerRequest,
  type AmoeRequestRecord,
  type AmoeSetting,
  type BrandId,
  toMajorString,
} from "@casino/contracts";
import type { AmoeRequestRow, AmoeSettingRow } from "./amoe.repo";

const entriesText = (minor: bigint | null) => (minor === null ? null : toMajorString(minor, "entries"));

export function presentInstructions(setting: AmoeSettingRow): AmoeInstructions {
  return {
    mailingAddress: setting.mailingAddress
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    entriesPerRequest: toMajorString(setting.entriesPerRequest, "entries"),
    maxCreditsPerPeriod: setting.maxCreditsPerPeriod,
    periodDays: setting.periodDays,
    isEqualOdds: true,
  };
}

export function presentPlayerRequest(row: AmoeRequestRow): AmoePlayerRequest {
  return {
    code: row.code,
    status: row.status,
    entries: entriesText(row.entries),
    requestedAt: row.requestedAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

export function presentRequestRecord(row: AmoeRequestRow, playerEmail: string | null): AmoeRequestRecord {
  return {
    ...presentPlayerRequest(row),
    id: row.id,
    playerId: row.playerId,
    playerEmail,
    brandId: row.brandId as BrandId,
    recordedBy: row.recordedByName ? { id: row.recordedByOperatorId, name: row.recordedByName } : null,
  };
}

export function presentSetting(row: AmoeSettingRow): AmoeSetting {
  return {
    brandId: row.brandId as BrandId,
    entriesPerRequest: toMajorString(row.entriesPerRequest, "entries"),
    maxCreditsPerPeriod: row.maxCreditsPerPeriod,
    periodDays: row.periodDays,
    mailingAddress: row.mailingAddress,
    updatedAt: row.updatedAt.toISOString(),
  };
}
