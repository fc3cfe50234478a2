/** Wait after start-up before prefetching the next payloads (spec §9). */
export const PAYLOAD_PREFETCH_DELAY_MS = 1000;
/** At most this many route modules are preloaded ahead of navigation (spec §9). */
export const MAX_ROUTE_PRELOADS = 4;

/** The parts of the browser's Network Information API (`navigator.connection`) the policy reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether links may be prefetched: not when the visitor asked to save data or is on 2G. */
export function shouldPrefetchLinks(connection?: ConnectionInfo): boolean {
  if (connection?.saveData) return false;
  return connection?.effectiveType !== "2g" && connection?.effectiveType !== "slow-2g";
}

/** Whether start-up payloads may be prefetched: everywhere but on slow-2g. */
export function shouldPrefetchPayload(connection?: ConnectionInfo): boolean {
  return connection?.effectiveType !== "slow-2g";
}
