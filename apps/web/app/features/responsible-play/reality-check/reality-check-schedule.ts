/**
 * When the next reality check is due, kept per tab session (sessionStorage), so a reload or a new page does
 * not restart the interval; a changed interval starts afresh from now.
 */
const KEY = "casino.realityCheck";

interface Stored {
  minutes: number;
  dueAt: number;
}

function read(): Stored | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as Stored | null;
    return stored && typeof stored.dueAt === "number" && typeof stored.minutes === "number" ? stored : null;
  } catch {
    return null;
  }
}

/** The moment (ms) the next check is due for this interval, starting the count now if none is kept. */
export function nextDueAt(minutes: number, now: number): number {
  const stored = read();
  if (stored && stored.minutes === minutes) return stored.dueAt;
  return rememberNextDue(minutes, now);
}

/** Starts the next interval from `now` (after Continue) and answers when it is due. */
export function rememberNextDue(minutes: number, now: number): number {
  const dueAt = now + minutes * 60_000;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ minutes, dueAt }));
  } catch {
    // Storage refused (private mode): the timer still runs for this page.
  }
  return dueAt;
}
