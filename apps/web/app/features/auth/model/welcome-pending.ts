/**
 * The welcome moment is owed once, right after a registration completes, in the tab where it happened.
 * The mark names the player, so another account signing in on this tab never sees someone else's welcome.
 */
const STORAGE_KEY = "welcome-pending";

/** Browsers in strict privacy modes refuse storage: the welcome is then simply not shown. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function markWelcomePending(email: string): void {
  try {
    storage()?.setItem(STORAGE_KEY, email.toLowerCase());
  } catch {
    // Storage full or refused: no welcome moment, nothing else breaks.
  }
}

export function isWelcomePendingFor(email: string): boolean {
  return storage()?.getItem(STORAGE_KEY) === email.toLowerCase();
}

export function clearWelcomePending(): void {
  storage()?.removeItem(STORAGE_KEY);
}
