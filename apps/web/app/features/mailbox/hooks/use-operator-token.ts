import { useCallback, useSyncExternalStore } from "react";

const STORAGE_KEY = "casino.devMailbox.operatorToken";

const listeners = new Set<() => void>();
/** Where the token lives when the browser refuses session storage (private modes): this page's memory. */
let memoryToken: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

function write(token: string | null) {
  memoryToken = null;
  try {
    if (token === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    memoryToken = token;
  }
  for (const listener of listeners) listener();
}

/**
 * The operator token of the development mailbox, kept in this tab's session storage only: it ends with the
 * tab, and never travels in a URL or a cookie. Null on the server and until the page is hydrated.
 */
export function useOperatorToken() {
  const token = useSyncExternalStore(subscribe, read, () => null);
  const save = useCallback((value: string) => write(value), []);
  const forget = useCallback(() => write(null), []);
  return { token, save, forget };
}
