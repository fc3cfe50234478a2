import type { AuditEntry } from "@casino/contracts";

export const CSV_COLUMNS = [
  "seq",
  "occurredAt",
  "operatorId",
  "operatorEmail",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "ip",
  "requestId",
  "hash",
] as const satisfies readonly (keyof AuditEntry)[];

/**
 * One CSV field (RFC 4180): always quoted, quotes doubled. A text that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab or carriage return first) gets a leading `'`, so an operator-typed reason or a
 * player's name cannot execute when finance opens the file (OWASP CSV injection).
 */
export function csvField(value: unknown): string {
  const raw =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvHeader = () => `${CSV_COLUMNS.join(",")}\r\n`;

export const csvLine = (entry: AuditEntry) =>
  `${CSV_COLUMNS.map((column) => csvField(entry[column])).join(",")}\r\n`;
