import type { SelfExclusionEntry } from "@casino/contracts";

const COLUMNS = [
  "playerId",
  "email",
  "brandId",
  "startsAt",
  "endsAt",
] as const satisfies readonly (keyof SelfExclusionEntry)[];

/**
 * One CSV field (RFC 4180), quoted with quotes doubled; a text a spreadsheet would run as a formula gets a
 * leading `'` (OWASP CSV injection): an e-mail is typed by the player.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The exclusion list as CSV, a header line first, CRLF line ends. */
export function selfExclusionCsv(entries: readonly SelfExclusionEntry[]): string {
  const lines = [COLUMNS.join(",")];
  for (const entry of entries) lines.push(COLUMNS.map((column) => csvField(entry[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
