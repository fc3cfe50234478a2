/** What this browser remembers about web push, in localStorage (spec §4: refresh after 7 days). */

/** The subscription last sent to the server: for whom, which endpoint, and when. */
export interface SentSubscription {
  playerId: string;
  endpoint: string;
  sentAt: number;
  /** The server's refresh period when it was sent (7 days): older, it is sent again. */
  refreshDays: number;
}

export const SENT_KEY = "web-push:sent";
export const DISMISSED_KEY = "web-push:dismissed";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Storage can be missing or refuse (private modes, a full quota): web push then just forgets. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readSentSubscription(storage: StorageLike | null): SentSubscription | null {
  const raw = storage ? attempt(() => storage.getItem(SENT_KEY), null) : null;
  if (!raw) return null;
  const value = attempt(() => JSON.parse(raw) as Partial<SentSubscription>, {});
  return typeof value.playerId === "string" &&
    typeof value.endpoint === "string" &&
    typeof value.sentAt === "number" &&
    typeof value.refreshDays === "number"
    ? (value as SentSubscription)
    : null;
}

export function writeSentSubscription(storage: StorageLike | null, sent: SentSubscription | null) {
  if (!storage) return;
  attempt(
    () => (sent ? storage.setItem(SENT_KEY, JSON.stringify(sent)) : storage.removeItem(SENT_KEY)),
    undefined,
  );
}

export function isPromptDismissed(storage: StorageLike | null): boolean {
  return storage ? attempt(() => storage.getItem(DISMISSED_KEY) === "1", false) : false;
}

export function dismissPrompt(storage: StorageLike | null) {
  if (storage) attempt(() => storage.setItem(DISMISSED_KEY, "1"), undefined);
}
