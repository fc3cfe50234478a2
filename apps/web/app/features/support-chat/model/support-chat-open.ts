import { useSyncExternalStore } from "react";

/**
 * Whether the support chat is open in this tab, shared by the footer's button and the host that draws the
 * chat (the `openSupport` query opens it too). Kept out of the URL: opening it navigates nowhere and
 * reloads no route data. Also keeps what had focus when it opened, so closing it gives focus back there.
 */
let isOpen = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openSupportChat(from: HTMLElement | null = null) {
  if (isOpen) return;
  opener = from;
  isOpen = true;
  emit();
}

export function closeSupportChat() {
  if (!isOpen) return;
  isOpen = false;
  emit();
}

/** The element that opened the chat, if it is still on the page: focus returns to it when it closes. */
export function supportChatOpener(): HTMLElement | null {
  return opener?.isConnected ? opener : null;
}

/** Whether the chat is open; always closed in the server's render (nothing opens it there). */
export function useIsSupportChatOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
