import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from "@casino/contracts";

/**
 * The wait before reconnect attempt `attempt` (0 first): exponential, with full jitter inside
 * [RECONNECT_MIN_MS, RECONNECT_MAX_MS], so clients cut off together by a restart come back spread out.
 */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(RECONNECT_MIN_MS + random() * (ceiling - RECONNECT_MIN_MS));
}
