/**
 * Spec §4/§9: the preset package popup is remembered for an hour ("Preset package reminder 1 hour"): once
 * shown, not again before the hour is up, in any tab of this browser; signing out forgets it (spec §4
 * logout clears the preset package), so the next sign-in shows it again.
 */
export const PRESET_POPUP_REMINDER_MS = 60 * 60 * 1000;
const STORAGE_KEY = "casino.presetPackagePopup";

interface Memory {
  player: string;
  shownAt: number;
}

/** Browsers in strict privacy modes refuse storage: the popup then shows once per page life. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Memory | null {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? "null") as Partial<Memory> | null;
    return typeof value?.player === "string" && typeof value.shownAt === "number"
      ? { player: value.player, shownAt: value.shownAt }
      : null;
  } catch {
    return null;
  }
}

/** When the popup may show next for this player: now when it never showed or the hour is up. */
export function nextPopupAt(player: string, now: number): number {
  const memory = read();
  if (!memory || memory.player !== player) return now;
  return Math.max(now, memory.shownAt + PRESET_POPUP_REMINDER_MS);
}

export function rememberPopupShown(player: string, at: number): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ player, shownAt: at } satisfies Memory));
  } catch {
    // Storage full or refused: the popup may show again sooner, nothing else breaks.
  }
}

export function forgetPopupShown(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Refused storage holds nothing to forget.
  }
}
