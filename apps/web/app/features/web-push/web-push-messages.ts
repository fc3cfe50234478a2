import type { WebPushMessage } from "@casino/contracts";

/** The type of what the service worker (`/sw.js`) posts to the site's open tabs when a push arrives. */
export const PUSH_RECEIVED = "web-push.received";

type MessageSource = Pick<ServiceWorkerContainer, "addEventListener" | "removeEventListener">;

const isPushMessage = (value: unknown): value is WebPushMessage => {
  const message = value as Partial<WebPushMessage> | null;
  return typeof message?.title === "string" && typeof message.notificationId === "string";
};

/**
 * Hands each push message the service worker forwards to this tab to `onMessage` (spec §4: messages go to
 * the notification centre); answers the function that stops listening.
 */
export function forwardPushMessages(
  container: MessageSource | undefined,
  onMessage: (message: WebPushMessage) => void,
): () => void {
  if (!container) return () => {};
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: unknown } | null;
    if (data?.type === PUSH_RECEIVED && isPushMessage(data.message)) onMessage(data.message);
  };
  container.addEventListener("message", listener);
  return () => container.removeEventListener("message", listener);
}
