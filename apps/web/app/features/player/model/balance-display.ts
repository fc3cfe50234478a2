import type { GameMode, PlayCurrency, PlayerBalance } from "@casino/contracts";
import { toMajorNumber, toMinorUnits } from "@casino/contracts/client";
import { formatCoins, formatEntries, formatShort } from "@casino/web-kit";

/** The currency each game mode plays with (spec §1). */
export const MODE_CURRENCY: Readonly<Record<GameMode, PlayCurrency>> = {
  TournamentPoints: "coins",
  SweepStakes: "entries",
};

/**
 * The amount the header shows in a mode: what the player can play, as the game and the wallet count it.
 * Coins in TournamentPoints; entries and winnings together in SweepStakes (a stake takes entries first,
 * then winnings, and a win lands in winnings, so a winning spin never lowers this). Summed in minor
 * units, never as floats (ARCHITECTURE D4).
 */
export function modeAmount(balance: PlayerBalance, mode: GameMode): number {
  if (mode === "TournamentPoints") return balance.coins;
  const playable = toMinorUnits(balance.entries, "entries") + toMinorUnits(balance.winnings, "winnings");
  return toMajorNumber(playable, "entries");
}

/** Entries with two decimals, coins whole (spec §3, ARCHITECTURE D4). */
export function formatAmount(currency: PlayCurrency, amount: number, locale: string): string {
  return currency === "entries" ? formatEntries(amount, locale) : formatCoins(amount, locale);
}

/** The phone header's short form (spec §9 K/M): 250,000 → "250K"; amounts under 1,000 stay exact. */
export function formatCompactAmount(currency: PlayCurrency, amount: number, locale: string): string {
  return Math.abs(amount) < 1_000 ? formatAmount(currency, amount, locale) : formatShort(amount, locale);
}

export const MIN_ANIMATION_MS = 500;
export const MAX_ANIMATION_MS = 2_000;

/**
 * Spec §9: a balance change is animated for 500–2000 ms. Small moves are quick, moves as large as the
 * balance itself take the longest.
 */
export function animationDuration(from: number, to: number): number {
  const change = Math.abs(to - from);
  if (change === 0) return 0;
  const scale = Math.max(Math.abs(from), Math.abs(to), 1);
  const share = Math.min(1, change / scale);
  return Math.round(MIN_ANIMATION_MS + (MAX_ANIMATION_MS - MIN_ANIMATION_MS) * share);
}

/** Ease-out cubic: fast at first, settling gently on the new amount. */
export function easeOut(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}
