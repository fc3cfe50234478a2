import type { ConnectionInfo } from "@casino/web-kit";

/** The Network Information API where the browser has it (Chromium); elsewhere nothing is known. */
export function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === "undefined") return undefined;
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return connection ? { saveData: connection.saveData, effectiveType: connection.effectiveType } : undefined;
}
