import type { GameMessage, GameMessageType } from "@casino/contracts";
import { GameMessageSchema } from "@casino/contracts";

/**
 * Both sides of the game iframe's `postMessage` protocol (its messages are the contract's
 * `GameMessageSchema`): the game page posts with `postToHost`, the modal listens with
 * `listenToGameMessages`, which drops anything that does not come from the game's origin and frame.
 */
export type { GameBalanceMessage, GameMessage, GameMessageType } from "@casino/contracts";

export const GAME_MESSAGE_TYPES: readonly GameMessageType[] = GameMessageSchema.options.map(
  (option) => option.shape.type.value,
);

/** The message in `data` when it is one of ours and well formed, else null (other scripts post too). */
export function parseGameMessage(data: unknown): GameMessage | null {
  const parsed = GameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Game page side: tells the hosting page. `targetOrigin` is the host's origin; the built-in games are
 * served by the same origin as the casino, so that is the default. Does nothing outside an iframe.
 */
export function postToHost(message: GameMessage, targetOrigin?: string): void {
  if (typeof window === "undefined" || window.parent === window) return;
  window.parent.postMessage(message, targetOrigin ?? window.location.origin);
}

export interface GameMessageSource {
  /** Origins the game page may post from: the origin of its launch URL. */
  allowedOrigins: readonly string[];
  /** The game iframe's window; when given, messages from any other window are ignored. */
  frame?: () => Window | null | undefined;
}

/** Whether a `message` event comes from the game: its origin is allowed and it came from the frame. */
export function isFromGame(
  event: Pick<MessageEvent, "origin" | "source">,
  { allowedOrigins, frame }: GameMessageSource,
): boolean {
  if (!allowedOrigins.includes(event.origin)) return false;
  if (!frame) return true;
  const window = frame();
  return window !== null && window !== undefined && event.source === window;
}

/**
 * Host side: calls `onMessage` for each well-formed message from the game's origin (and frame). Returns
 * the function that stops listening.
 */
export function listenToGameMessages(
  source: GameMessageSource,
  onMessage: (message: GameMessage) => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const listener = (event: MessageEvent) => {
    if (!isFromGame(event, source)) return;
    const message = parseGameMessage(event.data);
    if (message) onMessage(message);
  };
  target.addEventListener("message", listener);
  return () => target.removeEventListener("message", listener);
}

/** The origin of a launch URL (relative URLs are the casino's own), for `allowedOrigins`. */
export function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}
