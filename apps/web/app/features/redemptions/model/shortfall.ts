import type { ApiError } from "../../../lib/api";

/** What the insufficient-withdrawal modal tells: the amount asked, what is redeemable, the winnings. */
export interface Shortfall {
  requested: number;
  redeemable: number;
  winnings: number;
}

/**
 * The server's INSUFFICIENT_WITHDRAWAL names the redeemable part and the winnings at that moment in its
 * details (decimal strings, major units); they are fresher than the page's, so the modal prefers them.
 */
export function shortfallFromError(
  error: ApiError,
  requested: number,
  fallback: Omit<Shortfall, "requested">,
): Shortfall {
  const detail = (name: string) => {
    const value = error.details.find((entry) => entry.path === name)?.message;
    return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  };
  return {
    requested,
    redeemable: detail("redeemable") ?? fallback.redeemable,
    winnings: detail("winnings") ?? fallback.winnings,
  };
}
